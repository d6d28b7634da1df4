"""A journal is a log: it replays up to its first damaged line, never past a gap, and a
damaged first line is read from its copy."""

from __future__ import annotations

import json
import random
import zlib

import pytest

from tests.play import random_action
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.setup import GameSetup

HEADER = 2
"""Lines before the first action: the header and its copy."""


def line(data: dict) -> str:
    """An entry as the journal writes it: its JSON with the checksum of that text."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return json.dumps({**data, "k": zlib.crc32(text.encode())}, separators=(",", ":")) + "\n"


def journal_of_41_lines(path, holds_on_second_roll: bool = False) -> Game:
    """A header (and its copy) and 40 actions: turns of roll, roll, score (and one last
    roll)."""
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=2024, games=2))
    journal = Journal(path, game, fsync=False)
    while len(game.actions) < 40:
        state = game.state
        if state.rolls == 0:
            game.roll()
        elif state.rolls == 1:
            game.roll((holds_on_second_roll, False, False, False, False))
        else:
            game.score(state.card.open_boxes()[0])
    journal.close()
    assert len(path.read_text(encoding="utf-8").splitlines()) == 40 + HEADER
    return game


def damage(path, number: int, text: str = '{"do": {"type": "ro') -> None:
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[number - 1] = text
    path.write_text("\n".join(lines), encoding="utf-8")


def test_the_replay_stops_at_the_first_damaged_line(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path)
    damage(path, HEADER + 4)  # the first roll of the second turn
    recovered = read_journal(path)
    # The second turn's later rolls would get other dice, its score another card: the
    # game comes back as it was before the gap, every later line left out.
    assert recovered.game.actions == game.actions[:3]
    assert recovered.unreadable == 1 and recovered.not_applied == 0
    assert recovered.left_out == recovered.skipped == 37
    assert recovered.damaged and not recovered.cut_short
    assert recovered.warnings == [f"line {HEADER + 4} is damaged: the replay stops there"]


def test_no_damaged_line_anywhere_gives_a_card_that_never_existed(tmp_path):
    """Damaging each line of a two-player journal in turn: what comes back is always the
    game as it was at some point (a prefix of its actions), never other dice or scores."""
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=77))
    journal = Journal(path, game, fsync=False)
    rng = random.Random(77)
    while len(game.actions) < 30:
        random_action(game, rng, reroll=0.5)
    journal.close()
    original = path.read_bytes()
    lines = original.split(b"\n")
    for number in range(HEADER + 1, len(lines)):
        damaged = lines.copy()
        damaged[number - 1] = lines[number - 1][: len(lines[number - 1]) // 2]
        path.write_bytes(b"\n".join(damaged))
        recovered = read_journal(path)
        n = len(recovered.game.actions)
        assert recovered.game.actions == game.actions[:n]
        assert recovered.game.state == Game.replay(game.setup, game.actions[:n]).state


def test_a_line_that_does_not_apply_stops_the_replay(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path, holds_on_second_roll=True)
    damage(path, HEADER + 5, json.dumps({"do": {"type": "score", "box": "nope", "column": 0}}))
    recovered = read_journal(path)
    assert recovered.game.actions == game.actions[:4]
    assert recovered.left_out == 36


def test_wrong_entries_are_unreadable_not_fatal(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path)
    damage(path, 20, "[" * 100_000)
    damage(path, 30, json.dumps([1, 2, 3]))
    recovered = read_journal(path)
    assert recovered.unreadable == 1
    assert recovered.game.actions == game.actions[: 20 - HEADER - 1]
    assert len(recovered.game.actions) + recovered.left_out == 40


def test_undo_with_nothing_to_undo_stops_the_replay(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    Journal(path, game, fsync=False).close()
    with path.open("a", encoding="utf-8") as f:
        f.write(line({"undo": True}) + line({"redo": True}))
        f.write(line({"do": {"type": "roll", "hold": [False] * 5}}))
    recovered = read_journal(path)
    assert recovered.not_applied == 1 and recovered.left_out == 3
    assert len(recovered.game.actions) == 0


def test_cut_short_last_line_is_flagged(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    path.write_bytes(path.read_bytes()[:-9])
    recovered = read_journal(path)
    assert recovered.cut_short and recovered.unreadable == 1
    assert len(recovered.game.actions) == 39


@pytest.mark.parametrize("offset", [0, 1, 10, 40, -3, -2])
def test_a_flipped_byte_in_the_first_line_loses_nothing(tmp_path, offset):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path)
    data = bytearray(path.read_bytes())
    end = data.index(b"\n")
    data[offset % end] ^= 0x55
    path.write_bytes(bytes(data))
    recovered = read_journal(path)
    assert recovered.header_repaired and recovered.damaged and recovered.left_out == 0
    assert recovered.game.actions == game.actions
    assert recovered.game.setup == game.setup


def test_a_first_line_and_its_copy_both_damaged_is_not_read(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    damage(path, 1, "{garbage")
    damage(path, 2, "{more garbage")
    with pytest.raises(SaveFileError):
        read_journal(path)


def test_a_journal_of_an_older_version_reads_as_before(tmp_path):
    """No copy, no checksum: the first line is the header, the second an action."""
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    del header["check"]
    header["version"] = 1
    entries = []
    for text in lines[HEADER:]:
        entry = json.loads(text) if text else None
        if entry is not None:
            del entry["k"]  # version 1 wrote no checksums
        entries.append(json.dumps(entry) if entry is not None else "")
    path.write_text("\n".join([json.dumps(header), *entries]), encoding="utf-8")
    recovered = read_journal(path)
    assert recovered.game.actions == game.actions and not recovered.damaged


def test_a_journal_of_a_newer_version_says_so(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    header["version"] = 3
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        read_journal(path)
    assert caught.value.problem is SaveFileProblem.FUTURE_VERSION


def test_holds_set_after_the_last_action_are_read_back(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((True, False, False, False, False))
    journal.note_holds((True, False, True, False, False))
    journal.close()
    recovered = read_journal(path)
    assert recovered.holds == (True, False, True, False, False)
    assert recovered.skipped == 0 and not recovered.warnings
    assert len(recovered.game.actions) == 1


def test_holds_before_an_action_are_not_read_back(tmp_path):
    """A roll, score or undo after the holds ends what they were set for."""
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((False, True, False, False, False))
    game.undo()
    journal.close()
    assert read_journal(path).holds is None


def test_a_journal_without_holds_reads_as_before(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    recovered = read_journal(path)
    assert recovered.holds is None and recovered.skipped == 0


@pytest.mark.parametrize(
    "value", ["[true]", "[1,0,0,0,0]", '"yes"', "null", "[true,true,true,true,true,true]"]
)
def test_an_odd_hold_line_is_ignored_and_not_counted(tmp_path, value):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((True, False, False, False, False))
    journal.close()
    with path.open("a", encoding="utf-8") as f:
        f.write(line({"hold": json.loads(value)}))
    recovered = read_journal(path)
    assert recovered.holds == (True, False, False, False, False)  # the last good one
    assert recovered.skipped == 0 and len(recovered.game.actions) == 1


def test_holds_are_written_only_while_the_journal_is_open(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.close()
    journal.note_holds((True, True, False, False, False))
    assert read_journal(path).holds is None


def test_a_changed_digit_that_still_reads_stops_the_replay(tmp_path):
    """Real dice: a flipped byte that turns a 3 into a 5 is still JSON and still a legal
    entry. Each line carries a checksum, so it is caught like any damaged line."""
    from yahtzee_desktop.core.setup import DiceMode

    path = tmp_path / "autosave.jsonl"
    game = Game(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=1, dice_mode=DiceMode.PHYSICAL)
    )
    game.set_starter(0)
    journal = Journal(path, game, fsync=False)
    for _ in range(6):
        card = game.state.card
        box = card.open_boxes()[0]
        game.write(box, min(card.possible_points(box) - {0}, default=0))
    journal.close()
    lines = path.read_bytes().split(b"\n")
    changed = None
    for number in range(HEADER + 2, len(lines)):
        line = lines[number - 1]
        digits = [i for i, ch in enumerate(line) if chr(ch) in "123456789"]
        if digits:
            i = digits[0]
            lines[number - 1] = (
                line[:i] + (b"7" if line[i : i + 1] != b"7" else b"8") + line[i + 1 :]
            )
            changed = number
            break
    assert changed is not None
    path.write_bytes(b"\n".join(lines))
    recovered = read_journal(path)
    n = len(recovered.game.actions)
    assert recovered.damaged and recovered.game.actions == game.actions[:n]
    assert recovered.warnings[-1].startswith(f"line {changed} ")


def test_a_journal_is_read_by_this_version_only_from_version_2(tmp_path):
    """Lines with checksums would read as damaged in an older app: the journal says
    version 2, which an older app keeps aside as a newer version's, never replays."""
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    assert json.loads(path.read_text(encoding="utf-8").split("\n")[0])["version"] == 2


def test_the_line_is_written_before_any_listener_hears_whatever_subscribed_first(tmp_path):
    """Issue 29: the journal subscribed after the window's views and wrote last; a view
    that failed or hung cost an action already applied."""
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=4))
    path = tmp_path / "journal.jsonl"
    lines_seen: list[int] = []
    game.subscribe(lambda *_a: lines_seen.append(len(path.read_text().splitlines())))
    journal = Journal(path, game, fsync=False)
    game.roll()
    game.undo()
    assert lines_seen == [3, 4]  # header and its copy, then each line before the listener
    journal.close()
    assert not game.subscribed(journal._record)
    game.roll()
    assert lines_seen[-1] == 4  # closed: no longer written
