"""Qt's enum types made about five times faster, the same classes (issue 14).

PySide6 6.12 turns each C++ enum into a Python `enum` class the first time its owner
class is touched, through the functional API: `IntEnum(name, [(key, value), ...],
boundary=KEEP)`. On Python 3.11 that path goes through `_EnumDict` and one
`_proto_member.__set_name__` per member (a `delattr` and a `setattr` through
`EnumType`'s Python-level hooks, an MRO walk): about 10 us a member. Start-up makes 223
such classes with 3,400 members, ~30 ms before the first frame.

`quicken()` replaces `EnumType._create_` by `_create_quickly`, which builds exactly
what the regular path builds for that call (same class dictionary, keys in the same
order, same members, same masks) from a template: the class Python makes for one
member of the same base and boundary, made once per base. Only calls of PySide's shape
take the quick path: a list of (identifier, int) pairs, boundary KEEP, a plain
`Enum`, `IntEnum`, `Flag` or `IntFlag` base, no module, qualname, type or start
given, names that are plain (no `_`, no duplicate, nothing the base defines); any other
call goes to Python's own `_create_`. `tests/ui/test_qt_enums.py` compares both paths
on every enum of the Qt modules the app uses.
"""

from __future__ import annotations

import enum
import sys
from typing import Any

__all__ = ["quicken"]

_REGULAR_CREATE: Any = enum.EnumType._create_  # type: ignore[attr-defined]
_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_MARK = "TEMPLATE_MEMBER"
"""The template's one member: where the members go among the class's keys."""
_FRESH = ("_member_names_", "_member_map_", "_value2member_map_", "_unhashable_values_")
"""The template's containers, new for each class."""
_FLAG_MASKS = ("_flag_mask_", "_singles_mask_", "_all_bits_")


class _Template:
    """What `_create_(base, name, [(a member)], boundary=...)` makes, apart from the
    members: the class keys before them (`head`) and those set after (`tail`)."""

    def __init__(self, base: Any, boundary: Any) -> None:
        made = _REGULAR_CREATE(base, "Template", [(_MARK, 1)], module=__name__, boundary=boundary)
        keys = list(made.__dict__)
        split = keys.index(_MARK)
        self.head = [(key, made.__dict__[key]) for key in keys[:split]]
        self.tail = [(key, made.__dict__[key]) for key in keys[split + 1 :]]
        self.is_flag = issubclass(made, enum.Flag)
        self.base_names = frozenset(
            name for klass in made.__mro__[1:] for name in vars(klass)
        )  # a member named as one of these takes the regular path (descriptors)
        self.usable = _MARK not in self.base_names and all(
            key in _FRESH or key in _FLAG_MASKS or key == "__module__" or not _owned(value, made)
            for key, value in (*self.head, *self.tail)
        )


def _owned(value: Any, klass: type) -> bool:
    """Whether a class attribute is tied to its class (it cannot be shared)."""
    return getattr(value, "__objclass__", None) is klass or value is klass


_templates: dict[tuple[Any, Any], _Template] = {}


def _plain(names: Any, template: _Template) -> bool:
    if type(names) is not list:
        return False
    keys = []
    for item in names:
        if type(item) is not tuple or len(item) != 2:
            return False
        key, value = item
        if type(key) is not str or type(value) is not int:
            return False
        keys.append(key)
    unique = set(keys)
    return (
        len(unique) == len(keys)
        and unique.isdisjoint(template.base_names)
        and "mro" not in unique
        and all(key.isidentifier() and key[0] != "_" for key in keys)
    )


def _create_quickly(
    cls: Any,
    class_name: Any,
    names: Any,
    *,
    module: Any = None,
    qualname: Any = None,
    type: Any = None,  # Python's own signature
    start: int = 1,
    boundary: Any = None,
) -> Any:
    given_module = module
    unpicklable = False
    if module is None:  # as Python's `_create_` names the module: its caller's caller
        try:
            module = sys._getframe(2).f_globals["__name__"]
        except (AttributeError, ValueError, KeyError):
            unpicklable = True  # Python then makes a class that refuses to be pickled
    template = None
    if (
        cls in _BASES
        and boundary is enum.KEEP
        and given_module is None
        and not unpicklable
        and qualname is None
        and type is None
        and start == 1
        and isinstance(class_name, str)
    ):
        key = (cls, boundary)
        template = _templates.get(key)
        if template is None:
            template = _templates[key] = _Template(cls, boundary)
    if template is not None and template.usable and _plain(names, template):
        return _build(cls, class_name, names, module, boundary, template)
    made = _REGULAR_CREATE(  # the module named here: this frame would shift Python's look-up
        cls,
        class_name,
        names,
        module="<unknown>" if unpicklable else module,
        qualname=qualname,
        type=type,
        start=start,
        boundary=boundary,
    )
    if unpicklable:
        enum._make_class_unpicklable(made)  # type: ignore[attr-defined]
    return made


def _build(
    cls: Any,
    class_name: str,
    names: list[tuple[str, int]],
    module: str,
    boundary: Any,
    template: _Template,
) -> Any:
    body: dict[str, Any] = {}
    for key, value in template.head:
        if key in _FRESH:
            value = [] if isinstance(value, list) else {}
        elif key == "__module__":
            value = module
        elif key in _FLAG_MASKS:
            value = 0
        body[key] = value
    metacls = type(cls)
    enum_class = metacls.__new__(metacls, class_name, (cls,), body, boundary=boundary, _simple=True)
    # What `_proto_member.__set_name__` does for each member, in its order.
    attrs = enum_class.__dict__
    new_member = attrs["_new_member_"]
    use_args = attrs["_use_args_"]
    member_type = attrs["_member_type_"]
    member_names = attrs["_member_names_"]
    member_map = attrs["_member_map_"]
    value2member = attrs["_value2member_map_"]
    set_attribute = type.__setattr__
    is_flag = template.is_flag
    is_single_bit = enum._is_single_bit  # type: ignore[attr-defined]
    flag_mask = singles_mask = 0
    call_init = enum_class.__init__ is not enum.Enum.__init__  # Enum's does nothing
    for member_name, given in names:
        member = new_member(enum_class, given) if use_args else new_member(enum_class)
        value = given if member_type is object else member_type(given)
        fields = vars(member)  # the attributes Python sets, in its order (no descriptor)
        fields["_value_"] = value
        fields["_name_"] = member_name
        fields["__objclass__"] = enum_class
        if call_init:
            member.__init__(given)
        fields["_sort_order_"] = len(member_names)
        single = is_flag and is_single_bit(value)
        if is_flag:
            flag_mask |= value
            if single:
                singles_mask |= value
        canonical = value2member.get(value)
        if canonical is None:
            if not is_flag or single:
                member_names.append(member_name)
        else:
            member = canonical
        set_attribute(enum_class, member_name, member)
        member_map[member_name] = member
        value2member.setdefault(value, member)
    if is_flag:
        set_attribute(enum_class, "_flag_mask_", flag_mask)
        set_attribute(enum_class, "_singles_mask_", singles_mask)
        set_attribute(enum_class, "_all_bits_", 2 ** flag_mask.bit_length() - 1)
    for key, value in template.tail:  # set after the members, as EnumType.__new__ does
        if key == "_iter_member_":
            continue
        set_attribute(enum_class, key, value)
    if is_flag:
        values = [member_map[name]._value_ for name in member_names]
        if values != sorted(values):
            set_attribute(enum_class, "_iter_member_", enum_class._iter_member_by_def_)
    return enum_class


def quicken() -> None:
    """Make PySide's enum classes the quick way (idempotent; Python 3.11 only, whose
    `_create_` this reproduces: later versions build enums differently)."""
    if sys.version_info[:2] != (3, 11) or getattr(enum.EnumType, "_create_quick", False):
        return
    enum.EnumType._create_ = _create_quickly  # type: ignore[attr-defined]
    enum.EnumType._create_quick = True  # type: ignore[attr-defined]
