import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion

/// What one touch sequence (first finger down to last finger up) has said so far,
/// for the touch-forwarding recognizer's state (`RecognizerState.after(_:from:)`).
struct TouchSequence: Hashable, Sendable {
    var state = RecognizerState.possible
    var starts: [UInt64: Point] = [:]
    var travel = 0.0
    var engineClaims = false
    var onEngineControl = false
    var onAppView = false
    var enginesTap = false

    /// The first finger comes down at `point`, where the engine claims `claims`.
    mutating func beginSequence(at point: Point, claims: [GestureClaim], onAppView: Bool) {
        starts = [:]
        travel = 0
        engineClaims = !claims.isEmpty
        onEngineControl = claims.contains(.control)
        self.onAppView = onAppView
        enginesTap = !onAppView && (claims.contains(.tap) || claims.contains(.control))
    }

    /// Each finger's travel from its own down; the farthest is kept.
    mutating func travelled(_ touches: [PlatformTouch]) {
        for touch in touches {
            if touch.phase == .down { starts[touch.identity] = touch.location }
            guard let start = starts[touch.identity] else { continue }
            let dx = touch.location.x - start.x, dy = touch.location.y - start.y
            travel = max(travel, (dx * dx + dy * dy).squareRoot())
        }
    }

    /// The report of `kind` for the recognizer's table.
    func report(_ kind: RecognizerState.Report.Kind, fingersDown: Int) -> RecognizerState.Report {
        var report = RecognizerState.Report(kind, fingersDown: fingersDown)
        report.engineClaims = engineClaims
        report.onEngineControl = onEngineControl
        report.onAppView = onAppView
        report.travel = travel
        report.enginesTap = enginesTap
        return report
    }
}
