<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!--
Qt's own words that its qtbase_fr.qm lacks, so that its file dialog is French throughout.
Qt 6 renamed some (mnemonics added to "Look in:" and "Files of type:") and moved others to
new contexts with a disambiguation, and qtbase_fr.qm still has only the old ones.
Maintained by hand (lupdate does not read Qt’s sources); scripts/update_translations.py compiles
it with the others and install_translators() loads it with them. qtbase_fr.qm is
installed after it, so where Qt's catalogue has a word, Qt's wins.
tests/ui/test_file_dialogs.py lists any word of the dialog still without French.
-->
<TS version="2.1" language="fr_FR">
<context>
    <name>QFileDialog</name>
    <message><source>&amp;Look in:</source><translation>&amp;Voir dans :</translation></message>
    <message><source>Files of &amp;type:</source><translation>Fichiers de &amp;type :</translation></message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message><source>Folder</source><comment>All other platforms</comment><translation>Dossier</translation></message>
    <message><source>Drive</source><translation>Disque</translation></message>
    <message><source>Unknown</source><translation>Inconnu</translation></message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message><source>Type</source><comment>All other platforms</comment><translation>Type</translation></message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message><source>OK</source><translation>OK</translation></message>
</context>
</TS>
