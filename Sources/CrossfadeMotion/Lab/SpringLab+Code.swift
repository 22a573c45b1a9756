/// Code for one platform.
public struct PlatformCode: Equatable, Sendable {
    /// "SwiftUI", "UIKit" or "Core Animation".
    public let platform: String
    /// Swift source, one statement per line.
    public let code: String
}

extension SpringLab {
    /// The Swift that makes this spring on each platform, numbers to four
    /// decimals. UIKit's duration form appears only when UIKit can express the
    /// spring (ζ ≤ 1); its physical form always does.
    public var code: [PlatformCode] {
        let v = decimalText(initialVelocity)
        let response = decimalText(response), zeta = decimalText(dampingRatio)
        let mass = decimalText(mass), stiffness = decimalText(stiffness), damping = decimalText(damping)
        var swiftUI = """
            .spring(response: \(response), dampingFraction: \(zeta))
            Spring(duration: \(decimalText(duration)), bounce: \(decimalText(bounce)))
            """
        if initialVelocity != 0 {
            swiftUI += "\n.interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(v))"
        }
        var uikit = ""
        if let duration = uikitDuration {
            let seconds = decimalText(duration)
            uikit +=
                initialVelocity == 0
                ? "UIViewPropertyAnimator(duration: \(seconds), dampingRatio: \(zeta))\n"
                : "UIViewPropertyAnimator(duration: \(seconds), timingParameters: UISpringTimingParameters(dampingRatio: \(zeta), initialVelocity: CGVector(dx: \(v), dy: \(v))))\n"
        }
        uikit +=
            "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: CGVector(dx: \(v), dy: \(v)))"
        let coreAnimation = """
            let animation = CASpringAnimation(keyPath: "position.y")
            animation.mass = \(mass)
            animation.stiffness = \(stiffness)
            animation.damping = \(damping)
            animation.initialVelocity = \(v)
            animation.duration = animation.settlingDuration  // \(decimalText(coreAnimationSettlingDuration)) s
            """
        return [
            PlatformCode(platform: "SwiftUI", code: swiftUI),
            PlatformCode(platform: "UIKit", code: uikit),
            PlatformCode(platform: "Core Animation", code: coreAnimation)
        ]
    }

    /// All of `code`, each platform under a `// Platform` comment.
    public var swiftCode: String {
        var text = ""
        for (index, part) in code.enumerated() {
            if index > 0 { text += "\n\n" }
            text += "// \(part.platform)\n\(part.code)"
        }
        return text
    }
}

extension UnitCurve {
    /// The Swift that makes this timing curve on each platform, control points to
    /// four decimals; `duration` in seconds for the APIs that take one.
    public func code(duration: Double) -> [PlatformCode] {
        let x1 = decimalText(startControlPoint.x), y1 = decimalText(startControlPoint.y)
        let x2 = decimalText(endControlPoint.x), y2 = decimalText(endControlPoint.y)
        let seconds = decimalText(duration)
        return [
            PlatformCode(platform: "SwiftUI", code: ".timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(seconds))"),
            PlatformCode(
                platform: "UIKit",
                code: """
                    UIViewPropertyAnimator(duration: \(seconds), controlPoint1: CGPoint(x: \(x1), y: \(y1)), controlPoint2: CGPoint(x: \(x2), y: \(y2)))
                    UICubicTimingParameters(controlPoint1: CGPoint(x: \(x1), y: \(y1)), controlPoint2: CGPoint(x: \(x2), y: \(y2)))
                    """),
            PlatformCode(platform: "Core Animation", code: "CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2))")
        ]
    }
}

extension UnitCurve {
    /// A timing curve from control points a person typed or dragged: x in 0…1,
    /// y in −2…3 (beyond that a curve is no longer a timing curve anyone wants),
    /// duration 0.01…10 s.
    public static func checked(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) throws(SpringLabError) -> UnitCurve {
        for (name, value) in [("x1", x1), ("x2", x2)] where !(value.isFinite && value >= 0 && value <= 1) {
            throw SpringLabError("\(name) must be from 0 to 1 (time never runs backwards), not \(decimalText(value))")
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where !(value.isFinite && value >= -2 && value <= 3) {
            throw SpringLabError("\(name) must be from -2 to 3, not \(decimalText(value))")
        }
        guard duration.isFinite, duration >= 0.01, duration <= 10 else {
            throw SpringLabError("the curve's duration must be from 0.01 to 10 s, not \(decimalText(duration))")
        }
        return .bezier(startControlPoint: Point(x: x1, y: y1), endControlPoint: Point(x: x2, y: y2))
    }
}
