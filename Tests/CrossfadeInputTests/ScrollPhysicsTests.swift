import CrossfadeMotion
import CrossfadeTestSupport
import Testing
@testable import CrossfadeInput

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
    static let list = ScrollConfiguration(viewportLength: 700, contentLength: 3_000)

    private func fling(
        _ configuration: ScrollConfiguration = list, from offset: Double, fingerVelocity: Double,
        until end: Double = 10, step: Double = 1.0 / 120
    ) -> ScrollPhysics {
        var scroll = ScrollPhysics(configuration, contentOffset: offset)
        scroll.beginDrag(at: 0)
        scroll.endDrag(velocity: fingerVelocity, at: 0)
        var t = 0.0
        while t < end, !scroll.isAtRest {
            t += step
            scroll.advance(to: t)
        }
        return scroll
    }

    /// (release offset, finger velocity) → resting offset, UIScrollView's formula.
    @Test(arguments: [(1_000.0, -1_000.0), (1_000.0, 800.0), (500.0, -300.0), (1_500.0, 0.0)])
    func freeDecelerationRestsWhereTheFormulaSays(offset: Double, fingerVelocity: Double) {
        let scroll = fling(from: offset, fingerVelocity: fingerVelocity)
        let rate = DecelerationRate.normal
        let stop = rate.duration(initialVelocity: -fingerVelocity, threshold: 0.5)
        let expected = offset + rate.offset(initialVelocity: -fingerVelocity, time: stop)
        #expect(isClose(scroll.contentOffset, expected, tolerance: 1e-6))
        #expect(isClose(scroll.contentOffset, offset + rate.restingOffset(initialVelocity: -fingerVelocity), tolerance: 0.3))
        #expect(scroll.isAtRest)
    }

    @Test(arguments: [(100.0, 3_000.0, 0.0), (2_200.0, -3_000.0, 2_300.0)])
    func flingPastAnEdgeOvershootsThenBouncesBackExactly(offset: Double, fingerVelocity: Double, edge: Double) {
        var scroll = ScrollPhysics(Self.list, contentOffset: offset)
        scroll.beginDrag(at: 0)
        scroll.endDrag(velocity: fingerVelocity, at: 0)
        var beyond = 0.0
        var t = 0.0
        while t < 5, !scroll.isAtRest {
            t += 1.0 / 120
            scroll.advance(to: t)
            beyond = max(beyond, edge == 0 ? -scroll.contentOffset : scroll.contentOffset - edge)
        }
        #expect(beyond > 5, "it runs past the edge")
        #expect(scroll.contentOffset == edge && scroll.isAtRest)
    }

    @Test func pinnedEdgeStopsAFlingAtTheEdge() {
        var configuration = Self.list
        configuration.leadingEdge = .pin
        let scroll = fling(configuration, from: 100, fingerVelocity: 3_000)
        #expect(scroll.contentOffset == 0)
    }

    @Test func rubberBandWhileDraggingMatchesTheFormula() {
        var scroll = ScrollPhysics(Self.list, contentOffset: 0)
        scroll.beginDrag(at: 0)
        let unconsumed = scroll.drag(translation: 150, at: 0.1)
        #expect(isClose(scroll.contentOffset, -rubberBand(offset: 150, dimension: 700), tolerance: 1e-9))
        #expect(unconsumed == 150)
        // Released: springs back to exactly 0.
        scroll.endDrag(velocity: 0, at: 0.1)
        scroll.advance(to: 3)
        #expect(scroll.contentOffset == 0 && scroll.isAtRest)
    }

    @Test func unconsumedDragIsReportedExactlyAtPinnedEdges() {
        var configuration = Self.list
        configuration.leadingEdge = .pin
        var scroll = ScrollPhysics(configuration, contentOffset: 40)
        scroll.beginDrag(at: 0)
        #expect(scroll.drag(translation: 30, at: 0.01) == 0)
        #expect(scroll.contentOffset == 10)
        #expect(scroll.drag(translation: 65, at: 0.02) == 25)
        #expect(scroll.contentOffset == 0 && scroll.isAtTop)
        // Back inside: the content takes the drag again, seamlessly.
        #expect(scroll.drag(translation: 20, at: 0.03) == 0)
        #expect(scroll.contentOffset == 20)
        var bottom = ScrollPhysics(ScrollConfiguration(viewportLength: 700, contentLength: 1_000, trailingEdge: .pin), contentOffset: 250)
        bottom.beginDrag(at: 0)
        #expect(bottom.drag(translation: -80, at: 0.01) == -30)
        #expect(bottom.contentOffset == 300 && bottom.isAtBottom)
    }

    @Test func grabbingDuringDecelerationKeepsTheOffset() {
        var scroll = ScrollPhysics(Self.list, contentOffset: 1_000)
        scroll.beginDrag(at: 0)
        scroll.endDrag(velocity: -2_000, at: 0)
        scroll.advance(to: 0.2)
        let offset = scroll.contentOffset
        #expect(scroll.isDecelerating)
        scroll.beginDrag(at: 0.2)
        #expect(scroll.contentOffset == offset && scroll.phase == .dragging && scroll.velocity == 0)
        scroll.drag(translation: 0, at: 0.25)
        #expect(scroll.contentOffset == offset)
    }

    @Test func grabbingDuringABounceContinuesWithoutAJump() {
        var scroll = ScrollPhysics(Self.list, contentOffset: 0)
        scroll.beginDrag(at: 0)
        scroll.drag(translation: 200, at: 0.1)
        scroll.endDrag(velocity: 0, at: 0.1)
        scroll.advance(to: 0.2)
        let offset = scroll.contentOffset
        #expect(offset < 0)
        scroll.beginDrag(at: 0.2)
        scroll.drag(translation: 0, at: 0.21)
        #expect(isClose(scroll.contentOffset, offset, tolerance: 1e-6))
    }

    static let pager = ScrollConfiguration(
        viewportLength: 390, contentLength: 390 * 5,
        paging: .pageSize(390), limitsPagingToOnePage: true)

    /// (start page, drag, finger velocity) → resting page: chosen from the projection, at most one page away.
    @Test(arguments: [
        (2, -100.0, 0.0, 2), (2, -220.0, 0.0, 3), (2, -40.0, -900.0, 3), (2, 40.0, 900.0, 1),
        (2, -100.0, -20_000.0, 3), (0, 60.0, 2_000.0, 0), (4, -60.0, -2_000.0, 4)
    ])
    func pagingMovesAtMostOnePage(startPage: Int, drag: Double, fingerVelocity: Double, page: Int) {
        var scroll = ScrollPhysics(Self.pager, contentOffset: Double(startPage) * 390)
        scroll.beginDrag(at: 0)
        scroll.drag(translation: drag, at: 0.1)
        scroll.endDrag(velocity: fingerVelocity, at: 0.1)
        #expect(scroll.targetOffset == Double(page) * 390)
        scroll.advance(to: 5)
        #expect(scroll.contentOffset == Double(page) * 390 && scroll.isAtRest)
    }

    @Test func snapOffsetsPickTheNearestToTheProjection() {
        let configuration = ScrollConfiguration(viewportLength: 300, contentLength: 2_000, paging: .snapOffsets([0, 250, 600, 1_000, 1_700]))
        var scroll = ScrollPhysics(configuration, contentOffset: 250)
        scroll.beginDrag(at: 0)
        scroll.drag(translation: -50, at: 0.1)
        scroll.endDrag(velocity: -1_200, at: 0.1)  // projects 300 + 598.8: nearer 1,000 than 600
        #expect(scroll.targetOffset == 1_000)
    }

    @Test func scrollToAnimatesWithASpringAndClamps() {
        var scroll = ScrollPhysics(Self.list, contentOffset: 1_200)
        scroll.scroll(to: -500, animated: true, at: 0)
        #expect(scroll.targetOffset == 0 && scroll.phase == .snapping)
        scroll.advance(to: 0.1)
        #expect(scroll.contentOffset > 0 && scroll.contentOffset < 1_200)
        scroll.advance(to: 3)
        #expect(scroll.contentOffset == 0 && scroll.isAtTop && scroll.isAtRest)
        scroll.scroll(to: 400, animated: false, at: 3)
        #expect(scroll.contentOffset == 400 && scroll.isAtRest)
    }

    @Test func frameRateIndependent() {
        func run(step: Double, jitter: UInt64?) -> [Double] {
            var random = SeededGenerator(seed: jitter ?? 0)
            var scroll = ScrollPhysics(Self.list, contentOffset: 300)
            scroll.beginDrag(at: 0)
            scroll.endDrag(velocity: 4_000, at: 0)  // toward the top edge: decelerate, cross, bounce
            var samples: [Double] = []
            var t = 0.0
            for shared in 1...60 {
                let target = Double(shared) / 30
                while t < target {
                    t = min(target, t + step * (jitter == nil ? 1 : random.double(in: 0.3...1.7)))
                    scroll.advance(to: t)
                }
                samples.append(scroll.contentOffset)
            }
            return samples
        }
        let reference = run(step: 1.0 / 30, jitter: nil)
        for other in [run(step: 1.0 / 60, jitter: nil), run(step: 1.0 / 120, jitter: nil), run(step: 1.0 / 90, jitter: 5)] {
            for (a, b) in zip(reference, other) { #expect(isClose(a, b, tolerance: 1e-9)) }
        }
    }
}
