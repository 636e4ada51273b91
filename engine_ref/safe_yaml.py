"""YAML read within bounds: scenario files (and any other YAML the engine reads).

``yaml.safe_load`` builds no dangerous objects, but it follows aliases without limit: a
1 KB file of nested aliases (a "billion laughs") stands for billions of values, and the
first thing that walks them (printing a title) never ends. ``load_yaml`` composes the
document first, measures it — its size once every alias is expanded, its nesting depth,
its aliases, the length of each value and of each integer — and only then builds the
Python values, refusing anything beyond :class:`YamlLimits` with a :class:`YamlLimitError`
that says which bound was crossed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

INT_TAG = "tag:yaml.org,2002:int"


@dataclass(frozen=True)
class YamlLimits:
    """Bounds of a YAML document; the defaults are far above any real scenario."""

    max_chars: int = 2_000_000
    max_depth: int = 64  # nested sequences and mappings
    max_nodes: int = 200_000  # values, counting each alias as the values it repeats
    max_aliases: int = 1_000  # alias uses (*name)
    max_alias_nodes: int = 10_000  # values reached through aliases, in all
    max_scalar_chars: int = 100_000
    max_int_digits: int = 30


DEFAULT_LIMITS = YamlLimits()


class YamlLimitError(ValueError):
    """A YAML document that is malformed or beyond its bounds; the message says which."""


class _BoundedLoader(yaml.SafeLoader):
    """SafeLoader whose composer counts depth and aliases as it goes."""

    limits: YamlLimits = DEFAULT_LIMITS

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._aliases = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > self.limits.max_aliases:
                raise YamlLimitError(
                    f"more than {self.limits.max_aliases} aliases (*name), line {self._line()}"
                )
            return super().compose_node(parent, index)
        self._depth += 1
        try:
            if self._depth > self.limits.max_depth:
                raise YamlLimitError(
                    f"nested more than {self.limits.max_depth} levels deep, line {self._line()}"
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def _line(self) -> int:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        return int(event.start_mark.line) + 1


class _Measure:
    """The expanded size of a composed document, each shared node measured once."""

    def __init__(self, limits: YamlLimits) -> None:
        self.limits = limits
        self.sizes: dict[int, int] = {}
        self.open: set[int] = set()

    def size(self, node: Node) -> int:
        key = id(node)
        known = self.sizes.get(key)
        if known is not None:
            return known
        if key in self.open:
            line = node.start_mark.line + 1
            raise YamlLimitError(f"an alias refers to a value that contains it, line {line}")
        self.open.add(key)
        total = 1
        if isinstance(node, ScalarNode):
            self._scalar(node)
        elif isinstance(node, SequenceNode):
            total += sum(self.size(child) for child in node.value)
        elif isinstance(node, MappingNode):
            total += sum(self.size(k) + self.size(v) for k, v in node.value)
        self.open.discard(key)
        if total > self.limits.max_nodes:
            raise YamlLimitError(
                f"stands for more than {self.limits.max_nodes} values once its aliases (*name) "
                f"are expanded (line {node.start_mark.line + 1})"
            )
        self.sizes[key] = total
        return total

    def _scalar(self, node: ScalarNode) -> None:
        text = str(node.value)
        line = node.start_mark.line + 1
        if len(text) > self.limits.max_scalar_chars:
            raise YamlLimitError(
                f"a value longer than {self.limits.max_scalar_chars} characters, line {line}"
            )
        if node.tag == INT_TAG:
            digits = len(text.lstrip("+-").replace("_", ""))  # 0x / 0o / 0b forms too
            if digits > self.limits.max_int_digits:
                raise YamlLimitError(
                    f"an integer of more than {self.limits.max_int_digits} digits, line {line}"
                )

    def alias_nodes(self, root: Node) -> int:
        """Values reached through aliases: what the document adds by repeating itself."""
        seen: set[int] = set()
        extra = 0
        stack = [root]
        while stack:
            node = stack.pop()
            children: list[Node] = []
            if isinstance(node, SequenceNode):
                children = list(node.value)
            elif isinstance(node, MappingNode):
                children = [n for pair in node.value for n in pair]
            for child in children:
                if id(child) in seen:
                    extra += self.sizes[id(child)]  # a second appearance: an alias
                else:
                    seen.add(id(child))
                    stack.append(child)
        return extra


def load_yaml(text: str, limits: YamlLimits = DEFAULT_LIMITS) -> Any:
    """The one YAML document of ``text`` as Python values (as ``yaml.safe_load``), or
    :class:`YamlLimitError` when it is not valid YAML or is beyond ``limits``."""
    if len(text) > limits.max_chars:
        raise YamlLimitError(f"longer than {limits.max_chars} characters")
    loader_class = type("Loader", (_BoundedLoader,), {"limits": limits})
    try:
        loader = loader_class(text)  # the reader refuses unprintable characters here
    except yaml.YAMLError as exc:
        raise YamlLimitError(f"not valid YAML: {exc}") from None
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        measure = _Measure(limits)
        measure.size(node)
        repeated = measure.alias_nodes(node)
        if repeated > limits.max_alias_nodes:
            raise YamlLimitError(
                f"its aliases (*name) repeat {repeated} values (at most {limits.max_alias_nodes})"
            )
        return loader.construct_document(node)
    except yaml.YAMLError as exc:
        raise YamlLimitError(f"not valid YAML: {exc}") from None
    except RecursionError:
        raise YamlLimitError(f"nested more than {limits.max_depth} levels deep") from None
    finally:
        loader.dispose()
