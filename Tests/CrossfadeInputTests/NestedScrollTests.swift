import CrossfadeTestSupport
import Testing
@testable import CrossfadeInput
@testable import CrossfadeMotion

/// Content scrolled to `offset` in a 600 pt viewport over 2,000 pt, pinned at its
/// top (so it hands the rest of a drag on), rubber-banded at its bottom.
func content(at offset: Double) -> ScrollOwner {
    ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: 600, contentLength: 2_000, leadingEdge: .pin), contentOffset: offset))
}

/// A card 800 pt tall as a transition: presented at offset 0, dismissed at −800;
/// it rests on one or the other (chosen by projection) and rubber-bands when
/// pulled up past presented.
func card() -> ScrollOwner {
    let configuration = ScrollConfiguration(
        viewportLength: 800, contentLength: 800, leadingInset: 800, paging: .snapOffsets([-800, 0]),
        leadingEdge: .pin, trailingEdge: .rubberBand, snapSpring: Spring(response: 0.45, dampingRatio: 0.9))
    return ScrollOwner(ScrollPhysics(configuration, contentOffset: 0))
}

/// A pager of `pages` pages 390 pt wide, on page `page`.
func pager(pages: Int, page: Int, edges: ScrollConfiguration.EdgeBehavior) -> ScrollOwner {
    let configuration = ScrollConfiguration(
        viewportLength: 390, contentLength: 390 * Double(pages), paging: .pageSize(390),
        limitsPagingToOnePage: true, leadingEdge: edges, trailingEdge: edges)
    return ScrollOwner(ScrollPhysics(configuration, contentOffset: 390 * Double(page)))
}

@Suite("Nested scrolling")
struct NestedScrollTests {
    @Test func contentScrollsToItsTopThenTheCardTakesTheRestAndGivesItBackFirst() {
        var chain = NestedScrollChain(inner: content(at: 300), outer: card())
        chain.beginDrag(at: 0)
        #expect(chain.consume(500, at: 0.3) == 0)
        #expect(chain.inner.scroll.contentOffset == 0, "the content is at its top")
        #expect(chain.outer.scroll.contentOffset == -200, "the card moved by exactly the rest: 200 pt")
        // Back up 200 pt: the card re-presents fully before the content moves.
        #expect(chain.consume(-150, at: 0.4) == 0)
        #expect(chain.outer.scroll.contentOffset == -50 && chain.inner.scroll.contentOffset == 0)
        #expect(chain.consume(-50, at: 0.45) == 0)
        #expect(chain.outer.scroll.contentOffset == 0 && chain.inner.scroll.contentOffset == 0)
        #expect(chain.consume(-40, at: 0.5) == 0)
        #expect(chain.inner.scroll.contentOffset == 40 && chain.outer.scroll.contentOffset == 0, "only then does the content scroll again")
    }

    @Test func releaseVelocityGoesToWhoeverMovedLast() {
        // The card owns the motion: a downward flick dismisses it, leaving with the finger's speed.
        var dismissing = NestedScrollChain(inner: content(at: 300), outer: card())
        dismissing.beginDrag(at: 0)
        _ = dismissing.consume(400, at: 0.2)
        dismissing.endDrag(velocity: 1_200, at: 0.2)
        #expect(dismissing.outer.scroll.phase == .snapping && dismissing.outer.scroll.targetOffset == -800)
        #expect(dismissing.outer.scroll.velocity == -1_200, "the card's spring starts with the finger's 1,200 pt/s")
        #expect(dismissing.inner.scroll.phase == .idle && dismissing.inner.scroll.contentOffset == 0, "the content settles where it is")
        // The content owns the motion: it decelerates; the card stays presented.
        var scrolling = NestedScrollChain(inner: content(at: 300), outer: card())
        scrolling.beginDrag(at: 0)
        _ = scrolling.consume(-100, at: 0.2)
        scrolling.endDrag(velocity: -900, at: 0.2)
        #expect(scrolling.inner.scroll.phase == .decelerating && scrolling.inner.scroll.velocity == 900)
        #expect(scrolling.outer.scroll.isAtRest && scrolling.outer.scroll.contentOffset == 0)
    }

    @Test func aFlickThatReachesTheTopWhileDeceleratingDoesNotDismiss() {
        var chain = NestedScrollChain(inner: content(at: 300), outer: card())
        chain.beginDrag(at: 0)
        _ = chain.consume(100, at: 0.1)
        chain.endDrag(velocity: 3_000, at: 0.1)  // the content carries it, toward its top
        for step in 1...300 { chain.advance(to: 0.1 + Double(step) / 120) }
        #expect(chain.inner.scroll.contentOffset == 0, "the content stops at its top")
        #expect(chain.outer.scroll.contentOffset == 0, "and the card is still presented")
        #expect(chain.isAtRest)
    }

    @Test func anInnerPagerAtItsLastPageHandsTheDragToTheOuterOne() {
        var chain = NestedScrollChain(inner: pager(pages: 3, page: 2, edges: .pin), outer: pager(pages: 2, page: 0, edges: .rubberBand))
        chain.beginDrag(at: 0)
        #expect(chain.consume(-300, at: 0.2) == 0)
        #expect(chain.inner.scroll.contentOffset == 780, "the inner pager stays on its last page")
        #expect(chain.outer.scroll.contentOffset == 300, "the outer one follows 1:1")
        // Past the outer pager's last page only the outermost rubber-bands.
        _ = chain.consume(-190, at: 0.3)
        #expect(chain.outer.scroll.contentOffset == 390 + rubberBand(offset: 100, dimension: 390))
        #expect(chain.inner.scroll.contentOffset == 780)
    }

    @Test func rightToLeftPagersMirrorTheFinger() {
        // In a right-to-left layout the first page sits at the right: a finger moving
        // right advances, and the hand-off to the outer pager mirrors too.
        var inner = pager(pages: 3, page: 2, edges: .pin), outer = pager(pages: 2, page: 0, edges: .rubberBand)
        inner.layoutDirection = .rightToLeft
        outer.layoutDirection = .rightToLeft
        var chain = NestedScrollChain(inner: inner, outer: outer)
        chain.beginDrag(at: 0)
        #expect(chain.consume(300, at: 0.2) == 0)
        #expect(chain.inner.scroll.contentOffset == 780 && chain.outer.scroll.contentOffset == 300)
        #expect(chain.outer.position == 300, "positions are in the finger's terms")
        chain.endDrag(velocity: 2_000, at: 0.2)
        #expect(chain.outer.scroll.targetOffset == 390, "a rightward flick carries the outer pager forward")
        var ltr = NestedScrollChain(inner: pager(pages: 3, page: 2, edges: .pin), outer: pager(pages: 2, page: 0, edges: .rubberBand))
        ltr.beginDrag(at: 0)
        _ = ltr.consume(300, at: 0.2)
        #expect(ltr.inner.scroll.contentOffset == 480 && ltr.outer.scroll.contentOffset == 0, "left to right, the same finger pages back")
    }

    /// Random drags through random chains of two and three owners: every step,
    /// what the owners took plus what was handed back is exactly the finger's
    /// movement, and no owner moves more than the finger did (no jumps).
    @Test(arguments: sweepSeeds)
    func fingerTravelIsConservedAndNothingJumps(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            func owner() -> ScrollOwner {
                let viewport = random.double(in: 200...900)
                let configuration = ScrollConfiguration(
                    viewportLength: viewport, contentLength: viewport * random.double(in: 1...5),
                    paging: Bool.random(using: &random) ? .pageSize(viewport) : .none,
                    leadingEdge: Bool.random(using: &random) ? .pin : .rubberBand, trailingEdge: Bool.random(using: &random) ? .pin : .rubberBand)
                return ScrollOwner(ScrollPhysics(configuration, contentOffset: random.double(in: 0...viewport * 4)))
            }
            var chain = NestedScrollChain(inner: owner(), outer: NestedScrollChain(inner: owner(), outer: owner()))
            chain.beginDrag(at: 0)
            var time = 0.0
            var finger = 0.0, handedBack = 0.0
            for _ in 0..<60 {
                time += 1.0 / 120
                let delta = random.double(in: -80...80) * (Bool.random(using: &random) ? 1 : 0.05)
                let positions = [chain.inner.position, chain.outer.inner.position, chain.outer.outer.position]
                handedBack += chain.consume(delta, at: time)
                finger += delta
                let taken = chain.innerTaken + chain.outerTaken
                #expect(abs(taken + handedBack - finger) < 1e-9, "seed \(seed): took \(taken) + handed back \(handedBack) ≠ \(finger)")
                let after = [chain.inner.position, chain.outer.inner.position, chain.outer.outer.position]
                for (before, now) in zip(positions, after) {
                    #expect(abs(now - before) <= abs(delta) + 1e-9, "seed \(seed): an owner jumped \(now - before) pt for a \(delta) pt move")
                }
            }
        }
    }
}

@Suite("Gesture arena")
struct GestureArenaTests {
    enum Member: Hashable, Sendable { case pager, scroller, thumb, tap, pan }

    static func moved(degreesFromHorizontal angle: Double, distance: Double = 30) -> PointerEvent {
        let radians = angle * Double.pi / 180
        return PointerEvent(phase: .move, location: Point(x: 100 + distance * radians.cosine, y: 300 + distance * radians.sine), time: 0.1)
    }

    static let down = PointerEvent(phase: .down, location: Point(x: 100, y: 300), time: 0)
    static let nested: [GestureArena<Member>.Entry] = [.init(.pager, .pan(.horizontal)), .init(.scroller, .pan(.vertical))]

    /// (line, entries, angle of the drag from horizontal, who wins).
    @Test(arguments: [
        (#line, nested, 0.0, GestureArena<Member>.Decision.won(.pager)),
        (#line, nested, 30.0, .won(.pager)),
        (#line, nested, 44.0, .won(.pager)),
        (#line, nested, 60.0, .won(.scroller)),
        (#line, nested, 90.0, .won(.scroller)),
        (#line, nested, 150.0, .won(.pager)),
        (#line, nested, -120.0, .won(.scroller)),
        (#line, [.init(.thumb, .control)] + nested, 30.0, .won(.thumb)),
        (#line, [.init(.thumb, .control)] + nested, 60.0, .won(.thumb)),
        (#line, [.init(.pager, .pan(.horizontal))], 60.0, .none),
        (#line, [], 30.0, .none)
    ])
    func directionLockDecides(line: Int, entries: [GestureArena<Member>.Entry], angle: Double, expected: GestureArena<Member>.Decision) {
        var arena = GestureArena<Member>()
        arena.down(Self.down, entries: entries)
        arena.move(PointerEvent(phase: .move, location: Point(x: 103, y: 301), time: 0.05))  // under the slop: undecided
        #expect(arena.decision == (entries.isEmpty ? .none : entries.first?.kind == .control ? .won(.thumb) : .pending), "line \(line)")
        #expect(arena.move(Self.moved(degreesFromHorizontal: angle)) == expected, "line \(line)")
    }

    @Test func aTapWaitsForThePanToFail() {
        var arena = GestureArena<Member>()
        let entries: [GestureArena<Member>.Entry] = [.init(.tap, .tap, requiresFailureOf: [.pan]), .init(.pan, .pan(.vertical))]
        arena.down(Self.down, entries: entries)
        #expect(arena.up(PointerEvent(phase: .up, location: Point(x: 102, y: 302), time: 0.1)) == .won(.tap))
        arena.down(Self.down, entries: entries)
        #expect(arena.move(Self.moved(degreesFromHorizontal: 90)) == .won(.pan))
        #expect(arena.up(PointerEvent(phase: .up, location: Point(x: 100, y: 330), time: 0.2)) == .won(.pan), "the tap lost")
        arena.down(Self.down, entries: entries)
        #expect(arena.up(PointerEvent(phase: .cancel, location: Point(x: 100, y: 300), time: 0.1)) == .none, "a cancel is no tap")
    }

    @Test func aSecondPointerNeverStealsAnOwnedDrag() {
        var arena = GestureArena<Member>()
        arena.down(Self.down, entries: Self.nested)
        #expect(arena.move(Self.moved(degreesFromHorizontal: 0)) == .won(.pager))
        let second = PointerEvent(phase: .down, pointer: 2, location: Point(x: 50, y: 50), time: 0.2)
        #expect(arena.down(second, entries: [.init(.thumb, .control)]) == nil)
        #expect(arena.move(PointerEvent(phase: .move, pointer: 2, location: Point(x: 50, y: 150), time: 0.3)) == .pending)
        #expect(arena.owner == .pager)
    }
}
