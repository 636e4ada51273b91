"""Exact maximum-weight matching (Edmonds' blossom algorithm, primal-dual, O(n³)).

Used by the pairing as its exact solver on small or reduced problems. This is the
algorithm of J. van Rantwijk's ``mwmatching.py`` as adapted by NetworkX
(``networkx.algorithms.matching.max_weight_matching``, BSD-3-Clause, (C) NetworkX
Developers), rewritten here over integer vertices ``0..n-1`` with integer weights so that
``organiser.core`` needs no third-party package. The comments of the original explain the
steps; the structure is kept so that the two can be compared line by line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence


class _Blossom:
    __slots__ = ("childs", "edges", "mybestedges")

    def __init__(self) -> None:
        self.childs: list[Node] = []
        self.edges: list[tuple[int, int]] = []
        self.mybestedges: list[tuple[int, int]] | None = None

    def leaves(self) -> Iterator[int]:
        stack: list[Node] = [*self.childs]
        while stack:
            t = stack.pop()
            if isinstance(t, _Blossom):
                stack.extend(t.childs)
            else:
                yield t


Node = int | _Blossom


def max_weight_matching(
    n: int, adj: Sequence[dict[int, int]], maxcardinality: bool = True
) -> list[int]:
    """Return ``mate`` (``mate[v]`` = partner of v or -1) of a maximum-weight matching.

    ``adj[v]`` maps each neighbour of v to the integer weight of the edge (symmetric).
    With ``maxcardinality`` the matching has maximum cardinality first, then maximum weight.
    """
    if n == 0:
        return []
    maxweight = 0
    for v in range(n):
        for wt in adj[v].values():
            maxweight = max(maxweight, wt)

    mate: dict[int, int] = {}
    label: dict[Node, int | None] = {}
    labeledge: dict[Node, tuple[int, int] | None] = {}
    inblossom: dict[int, Node] = {v: v for v in range(n)}
    blossomparent: dict[Node, _Blossom | None] = {v: None for v in range(n)}
    blossombase: dict[Node, int] = {v: v for v in range(n)}
    bestedge: dict[Node, tuple[int, int] | None] = {}
    dualvar: list[int] = [maxweight] * n
    blossomdual: dict[_Blossom, int] = {}
    allowedge: set[tuple[int, int]] = set()
    queue: list[int] = []

    def slack(v: int, w: int) -> int:
        return dualvar[v] + dualvar[w] - 2 * adj[v][w]

    def assign_label(w: int, t: int, v: int | None) -> None:
        b = inblossom[w]
        label[w] = label[b] = t
        if v is not None:
            labeledge[w] = labeledge[b] = (v, w)
        else:
            labeledge[w] = labeledge[b] = None
        bestedge[w] = bestedge[b] = None
        if t == 1:
            if isinstance(b, _Blossom):
                queue.extend(b.leaves())
            else:
                queue.append(b)
        elif t == 2:
            base = blossombase[b]
            assign_label(mate[base], 1, base)

    def scan_blossom(v: int, w: int) -> int:
        # Trace back from v and w to find a new blossom's base, or -1 (augmenting path).
        path: list[Node] = []
        base = -1
        vv: int = v
        ww: int = w
        while vv != -1:
            b = inblossom[vv]
            if (label[b] or 0) & 4:
                base = blossombase[b]
                break
            path.append(b)
            label[b] = 5
            le = labeledge[b]
            if le is None:
                vv = -1
            else:
                vv = le[0]
                b = inblossom[vv]
                le2 = labeledge[b]
                assert le2 is not None
                vv = le2[0]
            if ww != -1:
                vv, ww = ww, vv
        for b in path:
            label[b] = 1
        return base

    def add_blossom(base: int, v: int, w: int) -> None:
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = _Blossom()
        blossombase[b] = base
        blossomparent[b] = None
        blossomparent[bb] = b
        b.childs = path = []
        b.edges = edgs = [(v, w)]
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            le = labeledge[bv]
            assert le is not None
            edgs.append(le)
            v = le[0]
            bv = inblossom[v]
        path.append(bb)
        path.reverse()
        edgs.reverse()
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            le = labeledge[bw]
            assert le is not None
            edgs.append((le[1], le[0]))
            w = le[0]
            bw = inblossom[w]
        label[b] = 1
        labeledge[b] = labeledge[bb]
        blossomdual[b] = 0
        for leaf in b.leaves():
            if label[inblossom[leaf]] == 2:
                queue.append(leaf)
            inblossom[leaf] = b
        bestedgeto: dict[Node, tuple[int, int]] = {}
        for bvv in path:
            nblist: list[tuple[int, int]]
            if isinstance(bvv, _Blossom):
                if bvv.mybestedges is not None:
                    nblist = bvv.mybestedges
                    bvv.mybestedges = None
                else:
                    nblist = [(x, y) for x in bvv.leaves() for y in adj[x] if x != y]
            else:
                nblist = [(bvv, y) for y in adj[bvv] if bvv != y]
            for k in nblist:
                i, j = k
                if inblossom[j] == b:
                    i, j = j, i
                bj = inblossom[j]
                if (
                    bj != b
                    and label.get(bj) == 1
                    and ((bj not in bestedgeto) or slack(i, j) < slack(*bestedgeto[bj]))
                ):
                    bestedgeto[bj] = k
            bestedge[bvv] = None
        b.mybestedges = list(bestedgeto.values())
        mybestedge: tuple[int, int] | None = None
        mybestslack = 0
        bestedge[b] = None
        for k in b.mybestedges:
            kslack = slack(*k)
            if mybestedge is None or kslack < mybestslack:
                mybestedge = k
                mybestslack = kslack
        bestedge[b] = mybestedge

    def expand_blossom(b: _Blossom, endstage: bool) -> None:
        def _recurse(b: _Blossom, endstage: bool) -> Iterator[_Blossom]:
            for s in b.childs:
                blossomparent[s] = None
                if isinstance(s, _Blossom):
                    if endstage and blossomdual[s] == 0:
                        yield s
                    else:
                        for leaf in s.leaves():
                            inblossom[leaf] = s
                else:
                    inblossom[s] = s
            if (not endstage) and label.get(b) == 2:
                le = labeledge[b]
                assert le is not None
                entrychild = inblossom[le[1]]
                j = b.childs.index(entrychild)
                if j & 1:
                    j -= len(b.childs)
                    jstep = 1
                else:
                    jstep = -1
                v, w = le
                while j != 0:
                    if jstep == 1:
                        p, q = b.edges[j]
                    else:
                        q, p = b.edges[j - 1]
                    label[w] = None
                    label[q] = None
                    assign_label(w, 2, v)
                    allowedge.add((p, q))
                    allowedge.add((q, p))
                    j += jstep
                    if jstep == 1:
                        v, w = b.edges[j]
                    else:
                        w, v = b.edges[j - 1]
                    allowedge.add((v, w))
                    allowedge.add((w, v))
                    j += jstep
                bw = b.childs[j]
                label[w] = label[bw] = 2
                labeledge[w] = labeledge[bw] = (v, w)
                bestedge[bw] = None
                j += jstep
                while b.childs[j] != entrychild:
                    bv = b.childs[j]
                    if label.get(bv) == 1:
                        j += jstep
                        continue
                    vv: int
                    if isinstance(bv, _Blossom):
                        vv = -1
                        for leaf in bv.leaves():
                            if label.get(leaf):
                                vv = leaf
                                break
                    else:
                        vv = bv
                    if vv != -1 and label.get(vv):
                        label[vv] = None
                        label[mate[blossombase[bv]]] = None
                        lev = labeledge[vv]
                        assert lev is not None
                        assign_label(vv, 2, lev[0])
                    j += jstep
            label.pop(b, None)
            labeledge.pop(b, None)
            bestedge.pop(b, None)
            del blossomparent[b]
            del blossombase[b]
            del blossomdual[b]

        stack = [_recurse(b, endstage)]
        while stack:
            top = stack[-1]
            for s in top:
                stack.append(_recurse(s, endstage))
                break
            else:
                stack.pop()

    def augment_blossom(b: _Blossom, v: int) -> None:
        def _recurse(b: _Blossom, v: int) -> Iterator[tuple[_Blossom, int]]:
            t: Node = v
            while blossomparent[t] != b:
                parent = blossomparent[t]
                assert parent is not None
                t = parent
            if isinstance(t, _Blossom):
                yield (t, v)
            i = j = b.childs.index(t)
            if i & 1:
                j -= len(b.childs)
                jstep = 1
            else:
                jstep = -1
            while j != 0:
                j += jstep
                t = b.childs[j]
                if jstep == 1:
                    w, x = b.edges[j]
                else:
                    x, w = b.edges[j - 1]
                if isinstance(t, _Blossom):
                    yield (t, w)
                j += jstep
                t = b.childs[j]
                if isinstance(t, _Blossom):
                    yield (t, x)
                mate[w] = x
                mate[x] = w
            b.childs = b.childs[i:] + b.childs[:i]
            b.edges = b.edges[i:] + b.edges[:i]
            blossombase[b] = blossombase[b.childs[0]]

        stack = [_recurse(b, v)]
        while stack:
            top = stack[-1]
            for args in top:
                stack.append(_recurse(*args))
                break
            else:
                stack.pop()

    def augment_matching(v: int, w: int) -> None:
        for s0, j0 in ((v, w), (w, v)):
            s, j = s0, j0
            while True:
                bs = inblossom[s]
                if isinstance(bs, _Blossom):
                    augment_blossom(bs, s)
                mate[s] = j
                le = labeledge[bs]
                if le is None:
                    break
                t = le[0]
                bt = inblossom[t]
                le2 = labeledge[bt]
                assert le2 is not None
                s, j = le2
                if isinstance(bt, _Blossom):
                    augment_blossom(bt, j)
                mate[j] = s

    while True:
        label.clear()
        labeledge.clear()
        bestedge.clear()
        for bl in blossomdual:
            bl.mybestedges = None
        allowedge.clear()
        queue[:] = []
        for v in range(n):
            if (v not in mate) and label.get(inblossom[v]) is None:
                assign_label(v, 1, None)
        augmented = False
        while True:
            while queue and not augmented:
                v = queue.pop()
                for w in adj[v]:
                    if w == v:
                        continue
                    bv = inblossom[v]
                    bw = inblossom[w]
                    if bv == bw:
                        continue
                    kslack = 0
                    if (v, w) not in allowedge:
                        kslack = slack(v, w)
                        if kslack <= 0:
                            allowedge.add((v, w))
                            allowedge.add((w, v))
                    if (v, w) in allowedge:
                        if label.get(bw) is None:
                            assign_label(w, 2, v)
                        elif label.get(bw) == 1:
                            base = scan_blossom(v, w)
                            if base != -1:
                                add_blossom(base, v, w)
                            else:
                                augment_matching(v, w)
                                augmented = True
                                break
                        elif label.get(w) is None:
                            label[w] = 2
                            labeledge[w] = (v, w)
                    elif label.get(bw) == 1:
                        be = bestedge.get(bv)
                        if be is None or kslack < slack(*be):
                            bestedge[bv] = (v, w)
                    elif label.get(w) is None:
                        be = bestedge.get(w)
                        if be is None or kslack < slack(*be):
                            bestedge[w] = (v, w)
            if augmented:
                break
            deltatype = -1
            delta = 0
            deltaedge: tuple[int, int] | None = None
            deltablossom: _Blossom | None = None
            if not maxcardinality:
                deltatype = 1
                delta = min(dualvar)
            for v in range(n):
                be = bestedge.get(v)
                if label.get(inblossom[v]) is None and be is not None:
                    d = slack(*be)
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 2
                        deltaedge = be
            for bk, parent in blossomparent.items():
                be = bestedge.get(bk)
                if parent is None and label.get(bk) == 1 and be is not None:
                    kslack = slack(*be)
                    d = kslack // 2
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 3
                        deltaedge = be
            for bl, bdual in blossomdual.items():
                if (
                    blossomparent[bl] is None
                    and label.get(bl) == 2
                    and (deltatype == -1 or bdual < delta)
                ):
                    delta = bdual
                    deltatype = 4
                    deltablossom = bl
            if deltatype == -1:
                deltatype = 1
                delta = max(0, min(dualvar))
            for v in range(n):
                lab = label.get(inblossom[v])
                if lab == 1:
                    dualvar[v] -= delta
                elif lab == 2:
                    dualvar[v] += delta
            for bl in blossomdual:
                if blossomparent[bl] is None:
                    if label.get(bl) == 1:
                        blossomdual[bl] += delta
                    elif label.get(bl) == 2:
                        blossomdual[bl] -= delta
            if deltatype == 1:
                break
            elif deltatype in (2, 3):
                assert deltaedge is not None
                v, w = deltaedge
                allowedge.add((v, w))
                allowedge.add((w, v))
                queue.append(v)
            elif deltatype == 4:
                assert deltablossom is not None
                expand_blossom(deltablossom, False)
        if not augmented:
            break
        for bl in list(blossomdual.keys()):
            if bl not in blossomdual:
                continue
            if blossomparent[bl] is None and label.get(bl) == 1 and blossomdual[bl] == 0:
                expand_blossom(bl, True)
    return [mate.get(v, -1) for v in range(n)]
