import pytest

from yahtzee_desktop.core import PRESETS, IllegalMove, IllegalOption, RuleSet, preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.presets import DECLARED
from yahtzee_desktop.core.rules import COMMON_DEFAULTS, OPTION_NAMES, preset_defaults
from yahtzee_desktop.i18n import box_label, column_label, preset_label, preset_summary


def test_presets_and_their_shapes():
    assert tuple(DECLARED) == PRESETS  # the declarations, in their order
    assert PRESETS[0] == "yahtzee"  # the default game comes first
    assert len(preset("yahtzee").boxes) == 13 and preset("yahtzee").columns == 1
    assert preset("triple-yahtzee").columns == 3
    assert len(preset("yacht").boxes) == 12
    assert len(preset("yatzy").boxes) == 15
    yams = preset("yams")
    assert yams.boxes[6:8] == ("plus", "minus") and yams.columns == 3
    assert preset("yams", dry_column=True).columns == 4
    assert preset("maxi-yatzy").dice == 6 and len(preset("maxi-yatzy").boxes) == 20


@pytest.mark.parametrize("name", PRESETS)
def test_every_declared_preset_builds_from_its_declaration(name):
    spec = DECLARED[name]
    rules = preset(name)
    assert rules.declaration is spec and rules.preset == spec.name
    assert (rules.dice, rules.rolls, rules.par) == (spec.dice, spec.rolls, spec.par)
    assert all(b.dice == spec.dice for b in rules.box_rules)
    assert all(len(d) == spec.dice for d in rules.plain_tables[0])
    assert preset_defaults(name) == {**COMMON_DEFAULTS, **spec.defaults}
    assert set(spec.offers) <= set(OPTION_NAMES) and set(spec.defaults) <= set(OPTION_NAMES)
    # Every box has a name for players, the preset's own or a shared one.
    assert all(box_label(b, name) != b for b in rules.boxes)
    every = preset(name, dry_column=True) if "dry_column" in spec.offers else rules
    assert all(column_label(c.id) != c.id for c in every.column_rules)
    assert preset_label(name) == spec.label != name
    assert preset_summary(name) == spec.summary != ""
    for option in set(OPTION_NAMES) - spec.offers - {"points"}:
        value = preset_defaults(name)[option]
        if isinstance(value, bool):  # a yes/no option it does not offer cannot be changed
            with pytest.raises(IllegalOption, match="not part of"):
                preset(name, **{option: not value})


def test_options_by_keyword_and_validation():
    assert preset("yahtzee", joker="free").joker == "free"
    with pytest.raises(IllegalOption, match="joker"):
        preset("yahtzee", joker="sometimes")
    with pytest.raises(IllegalOption, match="unknown option"):
        preset("yahtzee", jocker="free")
    with pytest.raises(IllegalOption, match="unknown rule set"):
        preset("poker")
    with pytest.raises(IllegalOption, match="dry column"):
        preset("yahtzee", dry_column=True)
    assert issubclass(IllegalMove, ValueError) and issubclass(IllegalOption, ValueError)


def test_editable_numbers():
    rules = preset("yahtzee", upper_bonus_threshold=60, upper_bonus=50, points={"full_house": 30})
    card = Card.empty(rules)
    assert card.options((2, 2, 3, 3, 3))[(0, "full_house")] == 30
    for face, box in enumerate(rules.upper_boxes, start=1):
        card = card.place((face, face, 1, 1, 1) if face > 1 else (1, 1, 2, 2, 3), box)
    totals = card.column_totals()
    assert totals.upper == 2 * 21  # two of each face
    assert totals.upper_bonus == 0
    card = Card.empty(preset("yahtzee", upper_bonus_threshold=42, upper_bonus=50))
    for face, box in enumerate(rules.upper_boxes, start=1):
        card = card.place((face, face, 1, 1, 1) if face > 1 else (1, 1, 2, 2, 3), box)
    assert card.column_totals().upper_bonus == 50
    with pytest.raises(IllegalOption):
        preset("yahtzee", points={"chance": 10})  # Chance has no fixed points
    with pytest.raises(IllegalOption):
        preset("yahtzee", upper_bonus="lots")


def test_bonus_threshold_option_applies():
    rules = preset("yahtzee", upper_bonus_threshold=10, upper_bonus=7)
    card = Card.empty(rules).place((6, 6, 1, 2, 3), "sixes")
    assert card.column_totals().upper_bonus == 7


def test_rule_set_round_trips_through_dict():
    rules = preset("yams", dry_column="true", chance=True, points={"yahtzee": 60})
    again = RuleSet.from_dict(rules.to_dict())
    assert again == rules and hash(again) == hash(rules)
    assert again.options == {"dry_column": True, "chance": True, "points": {"yahtzee": 60}}
    assert rules.with_options(chance=False).boxes[-1] == "yahtzee"


def test_possible_points_for_direct_entry():
    card = Card.empty(preset("yahtzee"))
    assert card.possible_points("fours") == {0, 4, 8, 12, 16, 20}
    assert card.possible_points("full_house") == {0, 25}
    assert card.possible_points("yahtzee") == {0, 50}
    assert max(card.possible_points("chance")) == 30 and 4 not in card.possible_points("chance")
    card = card.write("fours", 12)
    with pytest.raises(IllegalMove, match="cannot hold 13"):
        card.write("threes", 13)
    with pytest.raises(IllegalMove, match="already filled"):
        card.write("fours", 8)
    with pytest.raises(IllegalMove, match="Yahtzee bonus"):
        card.write("chance", 20, yahtzee_bonus=True)
    card = card.write("yahtzee", 50).write("chance", 30, yahtzee_bonus=True)
    assert card.total() == 12 + 50 + 30 + 100


def test_possible_points_follow_the_joker_rule():
    yatzy = Card.empty(preset("yatzy"))
    assert max(yatzy.possible_points("full_house")) == 28  # 6-6-6-5-5; no joker here
    with pytest.raises(IllegalMove, match="cannot hold 30"):
        yatzy.write("full_house", 30)
    no_joker = Card.empty(preset("yahtzee", joker="none"))
    assert no_joker.possible_points("full_house") == {0, 25}
    assert no_joker.possible_points("large_straight") == {0, 40}
    assert Card.empty(preset("yacht")).possible_points("full_house") == yatzy.possible_points(
        "full_house"
    )
    with_joker = Card.empty(preset("yacht", joker="forced"))
    assert 30 in with_joker.possible_points("full_house")  # five 6s as a full house


def test_options_equal_to_the_preset_are_not_kept():
    same = preset("yahtzee", joker="forced", upper_bonus=35, points={"full_house": 25})
    assert same == preset("yahtzee") and hash(same) == hash(preset("yahtzee"))
    assert same.options == {}
    assert preset("yahtzee", joker="free", points={"full_house": 25, "yahtzee": 60}).options == {
        "joker": "free",
        "points": {"yahtzee": 60},
    }


def test_writable_boxes_follow_the_column_order():
    card = Card.empty(preset("yams"))
    assert card.writable_boxes(0) == ("aces",)
    assert card.writable_boxes(2) == ("yahtzee",)
    assert len(card.writable_boxes(1)) == len(card.rules.boxes)
    dry = Card.empty(preset("yams", dry_column=True))
    assert dry.writable_boxes(3, roll=2) == ()


def test_a_rule_set_pickles_as_itself() -> None:
    """Issue 24: the table builds run in spawned processes, which receive the rule set
    pickled; a changed option must survive the trip."""
    import pickle

    from yahtzee_desktop.core.rules import PRESETS, preset

    for name in PRESETS:
        rules = preset(name)
        assert pickle.loads(pickle.dumps(rules)) == rules
    changed = preset("yahtzee").with_options(upper_bonus=50)
    again = pickle.loads(pickle.dumps(changed))
    assert again == changed and again.options == changed.options
