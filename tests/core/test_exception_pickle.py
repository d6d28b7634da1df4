"""Core exceptions keep their extra attributes across pickle and copy.

An exception raised in a worker process (or handed on through anything that pickles,
such as concurrent.futures) is rebuilt from `args` alone unless the class says
otherwise: `IllegalMove.kind` came back as OTHER, and the classes whose extra
attribute has no default could not be rebuilt at all.
"""

from __future__ import annotations

import copy
import pickle

import pytest

from yahtzee_desktop.core.card import Refusal
from yahtzee_desktop.core.dice import IllegalMove, MoveRefusal
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.seeds import SeedCodeError

ROUND_TRIPS = [
    pytest.param(lambda e: pickle.loads(pickle.dumps(e)), id="pickle"),
    pytest.param(lambda e: pickle.loads(pickle.dumps(e, protocol=0)), id="pickle-0"),
    pytest.param(copy.copy, id="copy"),
    pytest.param(copy.deepcopy, id="deepcopy"),
]


@pytest.mark.parametrize("round_trip", ROUND_TRIPS)
@pytest.mark.parametrize("kind", [MoveRefusal.NO_ROLLS_LEFT, next(iter(Refusal))])
def test_illegal_move_keeps_its_kind(round_trip, kind) -> None:
    original = IllegalMove("no rolls left this turn", kind)
    back = round_trip(original)
    assert type(back) is IllegalMove
    assert back.kind == str(kind) != MoveRefusal.OTHER
    assert str(back) == str(original)
    assert back.args == original.args


@pytest.mark.parametrize("round_trip", ROUND_TRIPS)
def test_illegal_move_default_kind_survives(round_trip) -> None:
    back = round_trip(IllegalMove("plain"))
    assert back.kind == MoveRefusal.OTHER
    assert str(back) == "plain"


@pytest.mark.parametrize("round_trip", ROUND_TRIPS)
@pytest.mark.parametrize("typo", [True, False])
def test_seed_code_error_keeps_typo(round_trip, typo) -> None:
    back = round_trip(SeedCodeError("bad code", typo))
    assert type(back) is SeedCodeError
    assert back.typo is typo
    assert str(back) == "bad code"


@pytest.mark.parametrize("round_trip", ROUND_TRIPS)
def test_save_file_error_keeps_problem_and_path(round_trip) -> None:
    original = SaveFileError(SaveFileProblem.DISK_FULL, "The disk is full.", "/tmp/x.yahtzee")
    back = round_trip(original)
    assert type(back) is SaveFileError
    assert back.problem is SaveFileProblem.DISK_FULL
    assert back.path == "/tmp/x.yahtzee"
    assert str(back) == "The disk is full."


class _OwnIllegalMove(IllegalMove):
    """A subclass, as a caller might define: it must come back as itself."""


def test_subclass_survives_pickle() -> None:
    back = pickle.loads(pickle.dumps(_OwnIllegalMove("x", MoveRefusal.BAD_HOLD)))
    assert type(back) is _OwnIllegalMove
    assert back.kind == MoveRefusal.BAD_HOLD
