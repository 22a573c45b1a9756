extension Spring {
    /// SwiftUI's `.smooth`: duration 0.5, bounce 0 (critically damped).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// SwiftUI's default `.spring`: response 0.5, damping ratio 0.825.
    public static let `default` = Spring(response: 0.5, dampingRatio: 0.825)
    /// SwiftUI's `interactiveSpring`: response 0.15, damping ratio 0.86, for following a finger.
    public static let interactive = Spring(response: 0.15, dampingRatio: 0.86)

    /// A smooth spring with a given duration and some extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (bounce 0.15) with a given duration and some extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (bounce 0.3) with a given duration and some extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
