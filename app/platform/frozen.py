"""Read-only dicts and lists: values computed once and shared by every request (cached answers) refuse
changes, so no request can alter what the next one reads."""


def _refuse(self, *args, **kwargs):
    raise TypeError("a shared, read-only value: copy it (dict(...), list(...)) to change it")


class FrozenList(list):
    """A list that refuses changes (compares, iterates and serialises as a list)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = append = extend = insert = pop = remove = clear = _refuse
    sort = reverse = _refuse

    def __reduce__(self):
        return list, (list(self),)


class Frozen(dict):
    """A dict that refuses changes (reads, serialises and copies with dict(...) as a dict)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return dict, (dict(self),)

    def __copy__(self):
        return dict(self)

    def __deepcopy__(self, memo):
        from copy import deepcopy

        return deepcopy(dict(self), memo)


def frozen(value):
    """value with every dict and list in it read-only."""
    if isinstance(value, dict):
        return Frozen({k: frozen(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return FrozenList(frozen(v) for v in value)
    return value
