import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// A viewport change keeps the session (shared/DESIGN.md, "The interaction
/// contract"): for every interaction, at rest, mid-drag and mid-flight, at 30, 60
/// and 120 Hz, a rotation (with its safe areas) or a window resize keeps the
/// state; across the change, 2 ms wide, what a user sees moving does not jump
/// (progress-like quantities by at most 0.05, the anchored item's place by at most
/// 0.01 of the viewport) and keeps its speed (within 1 %); a drag carries on and
/// ends as it would have without the change, a flight lands where it was going.
@Suite("Viewport changes keep the session")
struct ViewportChangeTests {
    @Test(arguments: ViewportCases.all, ViewportCases.conditions)
    func aViewportChangeKeepsTheSession(_ c: ViewportCase, _ condition: ViewportCondition) throws {
        let at = SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        let changed = try ViewportRun(c, condition: condition, changes: true)
        let plain = try ViewportRun(c, condition: condition, changes: false)

        for key in c.kept {
            #expect(changed.stateBefore.value(at: key) == changed.stateAfter.value(at: key), "\(key) changed with the viewport", sourceLocation: at)
        }
        let tolerance = c.measure.tolerance
        #expect(
            abs(changed.sample.lateAfter - changed.sample.earlyBefore) <= tolerance,
            "\(c.measure) moved from \(changed.sample.earlyBefore) to \(changed.sample.lateAfter) across the change", sourceLocation: at)
        let before = changed.sample.velocityBefore, after = changed.sample.velocityAfter
        #expect(
            abs(after - before) <= 0.01 * abs(before) + 1e-6, "the speed was \(before) before the change and \(after) after it", sourceLocation: at)
        if c.situation == .rest {
            #expect(changed.restsAfterTheChange, "a viewport change at rest started something moving", sourceLocation: at)
        }
        if let jump = changed.jumpAtTheFirstReport {
            #expect(abs(jump) <= 1e-9, "the finger's first report after the change moved \(c.measure) by \(jump)", sourceLocation: at)
        }
        for key in c.outcome {
            #expect(changed.end.value(at: key) == plain.end.value(at: key), "\(key): \(changed.end) vs \(plain.end)", sourceLocation: at)
        }
        #expect(changed.end.value(at: "phase") == .string("idle") || changed.end.value(at: "playing") == .bool(true), sourceLocation: at)
    }

    /// The worst of every case and condition, printed for people (the numbers a
    /// closing note reports) and held to the same bounds as the cases themselves.
    @Test func theWorstCaseOfEveryChangeIsWithinBounds() throws {
        var worstProgress = 0.0, worstPlace = 0.0, worstSpeed = 0.0, runs = 0
        for c in ViewportCases.all {
            for condition in ViewportCases.conditions {
                let run = try ViewportRun(c, condition: condition, changes: true)
                let moved = abs(run.sample.lateAfter - run.sample.earlyBefore)
                if case .place = c.measure { worstPlace = max(worstPlace, moved) } else { worstProgress = max(worstProgress, moved) }
                let before = run.sample.velocityBefore, after = run.sample.velocityAfter
                if abs(before) > 1e-6 { worstSpeed = max(worstSpeed, abs(after - before) / abs(before)) }
                runs += 1
            }
        }
        print(
            "viewport changes: \(runs) runs (\(ViewportCases.all.count) cases × rotation/resize × 30/60/120 Hz); across 2 ms the worst "
                + "progress-like move \(worstProgress), anchored place \(worstPlace) of the viewport, speed change \(worstSpeed * 100) %")
        #expect(worstProgress <= 0.05 && worstPlace <= 0.01 && worstSpeed <= 0.01)
    }

    /// The cases a reader would name: one per situation, as the issue puts it.
    @Test(arguments: [30.0, 60, 120])
    func rotationMidFlightKeepsTheCardPresented(fps: Double) throws {
        let c = try #require(ViewportCases.all.first { $0.id == CardPresentation.id && $0.situation == .flight })
        let run = try ViewportRun(c, condition: ViewportCondition(change: .rotation, fps: fps), changes: true)
        #expect(run.stateAfter["presented"] == .bool(true))
        #expect(run.stateAfter["phase"] == .string("animating"))
        #expect(run.end["presented"] == .bool(true))
        #expect(run.end["progress"] == .number(1))
    }

    @Test(arguments: [30.0, 60, 120])
    func rotationMidDragKeepsThePlayerUnderTheFinger(fps: Double) throws {
        let c = try #require(ViewportCases.all.first { $0.id == PlayerTransition.id && $0.situation == .drag })
        let run = try ViewportRun(c, condition: ViewportCondition(change: .rotation, fps: fps), changes: true)
        #expect(run.stateAfter["phase"] == .string("dragging"))
        #expect(abs(run.sample.lateAfter - run.sample.earlyBefore) <= 1e-9)
        #expect(run.end["state"] == .string("open"))
    }

    @Test(arguments: [30.0, 60, 120])
    func rotationAtRestKeepsTheCoverCentredAndThePageShown(fps: Double) throws {
        for id in [CoverCarousel.id, LibraryPager.id] {
            let c = try #require(ViewportCases.all.first { $0.id == id && $0.situation == .rest })
            let run = try ViewportRun(c, condition: ViewportCondition(change: .rotation, fps: fps), changes: true)
            #expect(abs(run.sample.lateAfter) <= 1e-9, "\(id): the anchored item sits \(run.sample.lateAfter) of the viewport off its place")
            #expect(run.restsAfterTheChange)
        }
    }
}

/// How the viewport changes, and the frame rate the session runs at.
struct ViewportCondition: Sendable, CustomTestStringConvertible {
    enum Change: Sendable {
        /// A phone turned to landscape: 844 × 390 with the landscape safe areas, in one change.
        case rotation
        /// A window resized (Stage Manager, split view): 600 × 960, the environment kept.
        case resize
    }

    var change: Change
    var fps: Double

    var viewport: Size { change == .rotation ? Size(width: 844, height: 390) : Size(width: 600, height: 960) }
    var environment: InteractionEnvironment? {
        change == .rotation ? InteractionEnvironment(safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)) : nil
    }
    var testDescription: String { "\(change == .rotation ? "rotation" : "resize") at \(Int(fps)) Hz" }
}
