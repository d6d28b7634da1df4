import errno
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.play import play, random_action
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.savefile import (
    MAX_GAME_FILE,
    SaveFileError,
    SaveFileProblem,
    game_from_dict,
    game_to_dict,
    load_game,
    load_game_with_holds,
    save_game,
)
from yahtzee_desktop.core.setup import GameSetup, Player, Seat


def sample_game(actions=40):
    setup = GameSetup(
        preset("yams", dry_column=True),
        (Seat.solo("Zoé <b>x</b>"), Seat("Les Bleus", (Player("Ann"), Player("مرحبا 🎲")))),
        games=2,
        seed=4242,
    )
    game = play(Game(setup), random.Random(5), actions)
    game.undo()
    game.undo()
    return game


def test_save_and_load_round_trip(tmp_path):
    game = sample_game()
    path = tmp_path / "game.json"
    save_game(game, path)
    text = path.read_text(encoding="utf-8")
    assert '"format": "yahtzee-desktop-game"' in text and "Zoé" in text  # human-readable
    loaded = load_game(path)
    assert loaded.state == game.state
    assert loaded.actions == game.actions and loaded.redo_actions == game.redo_actions
    loaded.redo()
    assert loaded.can_redo


def test_held_dice_are_saved_and_read_back(tmp_path):
    game = sample_game()
    path = tmp_path / "game.json"
    save_game(game, path, (True, False, True, False, False))
    loaded, holds = load_game_with_holds(path)
    assert holds == (True, False, True, False, False) and loaded.actions == game.actions
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1  # still readable
    # Without holds the file is as before (and says none).
    save_game(game, path)
    assert "holds" not in json.loads(path.read_text(encoding="utf-8"))
    assert load_game_with_holds(path)[1] is None


@pytest.mark.parametrize("odd", [[True, False], "all", [1, 0, 1, 0, 1], [True, None] * 3, {}])
def test_odd_holds_are_ignored_and_the_game_still_loads(tmp_path, odd):
    game = sample_game()
    data = game_to_dict(game)
    data["holds"] = odd
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, holds = load_game_with_holds(path)
    assert holds is None and loaded.actions == game.actions


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\x89PNG\r\n\x1a\n", SaveFileProblem.NOT_JSON),
        (b"{not json", SaveFileProblem.NOT_JSON),
        (b'{"format": "something-else", "version": 1}', SaveFileProblem.FOREIGN),
        (b"[1, 2, 3]", SaveFileProblem.FOREIGN),
        (b'{"format": "yahtzee-desktop-game", "version": 99}', SaveFileProblem.FUTURE_VERSION),
        (b'{"format": "yahtzee-desktop-game", "version": 1}', SaveFileProblem.CORRUPT),
        (b"[" * 100000, SaveFileProblem.NOT_JSON),
    ],
)
def test_bad_files_raise_one_clear_error(tmp_path, content, problem):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert info.value.problem is problem
    assert str(info.value)


def test_missing_file_and_illegal_log(tmp_path):
    with pytest.raises(SaveFileError) as info:
        load_game(tmp_path / "nope.json")
    assert info.value.problem is SaveFileProblem.UNREADABLE
    data = game_to_dict(sample_game())
    data["actions"].insert(1, {"type": "score", "box": "nonsense", "column": 0})
    with pytest.raises(SaveFileError, match="damaged") as info:
        game_from_dict(data)
    assert info.value.problem is SaveFileProblem.CORRUPT


def test_save_failure_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    game = sample_game()
    save_game(game, path)
    before = path.read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fsync", full)
    game.redo()
    with pytest.raises(SaveFileError) as info:
        save_game(game, path)
    assert info.value.problem is SaveFileProblem.DISK_FULL
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left


def json_values():
    return st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
        max_leaves=20,
    )


def mutate(data, rng, value):
    """Replace one random node of a JSON tree."""
    if isinstance(data, dict) and data and rng.random() < 0.7:
        key = rng.choice(sorted(data))
        data[key] = mutate(data[key], rng, value)
        return data
    if isinstance(data, list) and data and rng.random() < 0.7:
        i = rng.randrange(len(data))
        data[i] = mutate(data[i], rng, value)
        return data
    return value


VALID = game_to_dict(sample_game(30))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), value=json_values())
def test_mutated_saves_never_crash_the_loader(seed, value):
    data = mutate(json.loads(json.dumps(VALID)), random.Random(seed), value)
    try:
        game = game_from_dict(data)
    except SaveFileError as exc:
        assert str(exc)
    else:
        assert isinstance(game, Game)


@settings(max_examples=200, deadline=None)
@given(value=json_values())
def test_arbitrary_json_never_crashes_the_loader(value):
    with pytest.raises(SaveFileError):  # never anything else, never a crash
        game_from_dict(value)


# --- the autosave journal ---------------------------------------------------------------


def test_journal_records_every_action_and_resumes(tmp_path):
    path = tmp_path / "autosave.jsonl"
    setup = GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=2, seed=31)
    game = Game(setup)
    journal = Journal(path, game)
    rng = random.Random(6)
    for _ in range(50):
        random_action(game, rng)
        # Each finished action is on disk before the next one: read it back now.
        assert read_journal(path).game.state == game.state
    game.undo()
    game.undo()
    game.redo()
    recovered = read_journal(path)
    assert recovered.warnings == []
    assert recovered.game.state == game.state
    assert recovered.game.redo_actions == game.redo_actions
    journal.close()
    # Resuming starts a fresh journal from the recovered game, redo history included.
    again = Journal(path, recovered.game)
    recovered.game.redo()
    assert read_journal(path).game.state == recovered.game.state
    again.close()


def test_truncated_last_line_is_ignored_with_a_warning(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    Journal(path, game, fsync=False)
    game.roll()
    game.score("chance")
    game.roll()
    full = path.read_bytes()
    path.write_bytes(full[:-7])  # the app was killed in the middle of the last line
    recovered = read_journal(path)
    assert len(recovered.game.actions) == 2
    assert "cut short" in recovered.warnings[0]


def test_damaged_middle_line_keeps_what_came_before(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    Journal(path, game, fsync=False)
    for _ in range(3):
        game.roll()
        game.score(game.state.card.open_boxes()[0])
    lines = path.read_text().split("\n")
    lines[3] = "garbage"  # the second action (after the header and its copy)
    path.write_text("\n".join(lines))
    recovered = read_journal(path)
    # A log: the replay stops at the gap, nothing after it is guessed at.
    assert recovered.game.actions == game.actions[:1]
    assert (recovered.unreadable, recovered.not_applied, recovered.left_out) == (1, 0, 5)
    assert "damaged" in recovered.warnings[0]


def test_damaged_header_raises_the_clear_error(tmp_path):
    path = tmp_path / "autosave.jsonl"
    path.write_text('{"format": "yahtzee-desktop-journal", "version": 1, "setup": 5}\n')
    with pytest.raises(SaveFileError):
        read_journal(path)
    path.write_text("")
    with pytest.raises(SaveFileError):
        read_journal(path)


def test_journal_write_error_never_stops_the_game(tmp_path, monkeypatch):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    errors = []
    journal = Journal(path, game, on_error=errors.append)
    game.roll()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fsync", full)
    game.score("chance")  # the game goes on in memory
    assert game.state.card.value("chance") is not None
    assert errors and errors[0].problem is SaveFileProblem.DISK_FULL
    assert journal.error is errors[0]
    game.roll()  # no more writes, no more errors
    assert len(errors) == 1


def test_journal_in_unwritable_folder_reports_and_game_goes_on(tmp_path):
    errors = []
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    Journal(tmp_path / "missing-folder" / "autosave.jsonl", game, on_error=errors.append)
    game.roll()
    assert errors and errors[0].problem is SaveFileProblem.UNWRITABLE


def test_saved_files_get_the_usual_permissions(tmp_path):
    import os

    old = os.umask(0o022)
    try:
        save_game(sample_game(), tmp_path / "g.json")
    finally:
        os.umask(old)
    assert (tmp_path / "g.json").stat().st_mode & 0o777 == 0o644


def test_a_bom_written_by_an_editor_is_accepted(tmp_path):
    path = tmp_path / "edited.yahtzee.json"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    game.roll()
    save_game(game, path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_game(path).actions == game.actions


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.yahtzee.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError) as caught:
        load_game(fifo)  # no writer: reading it would wait for ever
    assert caught.value.problem is SaveFileProblem.NOT_A_FILE


def test_devices_are_refused(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    with pytest.raises(SaveFileError) as caught:
        load_game("/dev/zero")
    assert caught.value.problem is SaveFileProblem.NOT_A_FILE


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.yahtzee.json"
    with open(path, "wb") as f:
        f.truncate(MAX_GAME_FILE + 1)  # sparse: costs no disk
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    assert caught.value.problem is SaveFileProblem.TOO_BIG
