<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Box</name>
    <message><source>Aces</source><translation>As</translation></message>
    <message><source>Twos</source><translation>Deux</translation></message>
    <message><source>Threes</source><translation>Trois</translation></message>
    <message><source>Fours</source><translation>Quatre</translation></message>
    <message><source>Fives</source><translation>Cinq</translation></message>
    <message><source>Sixes</source><translation>Six</translation></message>
    <message><source>Three of a kind</source><translation>Brelan</translation></message>
    <message><source>Four of a kind</source><translation>Carré</translation></message>
    <message><source>Full house</source><translation>Full</translation></message>
    <message><source>Small straight</source><translation>Petite suite</translation></message>
    <message><source>Large straight</source><translation>Grande suite</translation></message>
    <message><source>Yahtzee</source><translation>Yahtzee</translation></message>
    <message><source>Chance</source><translation>Chance</translation></message>
    <message><source>One pair</source><translation>Paire</translation></message>
    <message><source>Two pairs</source><translation>Double paire</translation></message>
    <message><source>Plus</source><translation>Plus</translation></message>
    <message><source>Minus</source><translation>Moins</translation></message>
    <message><source>Yacht</source><translation>Yam&apos;s</translation></message>
    <message><source>Yatzy</source><translation>Yatzy</translation></message>
    <message><source>Yams</source><translation>Yams</translation></message>
</context>
<context>
    <name>Column</name>
    <message><source>Score</source><translation>Score</translation></message>
    <message><source>×1</source><translation>×1</translation></message>
    <message><source>×2</source><translation>×2</translation></message>
    <message><source>×3</source><translation>×3</translation></message>
    <message><source>Descending</source><translation>Descendante</translation></message>
    <message><source>Free</source><translation>Libre</translation></message>
    <message><source>Ascending</source><translation>Montante</translation></message>
    <message><source>Dry</source><translation>Sèche</translation></message>
</context>
<context>
    <name>Preset</name>
    <message><source>Yahtzee (official rules)</source><translation>Yahtzee (règle officielle)</translation></message>
    <message><source>Triple Yahtzee</source><translation>Yahtzee triple</translation></message>
    <message><source>Yacht</source><translation>Yacht (Yam&apos;s)</translation></message>
    <message><source>Nordic Yatzy</source><translation>Yatzy nordique</translation></message>
    <message><source>French Yams grid</source><translation>Grille de Yams française</translation></message>
</context>
</TS>
