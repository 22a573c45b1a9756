/// The one clock a host session runs on: platform timestamps (a touch's, a display
/// frame's — one clock on each platform: `CACurrentMediaTime` on iOS, the page's
/// `performance.now()`) become engine times, seconds since the session's first
/// timed input, never running backwards and quantised to whole microseconds, so
/// a recorded trace holds exactly the times the engine saw.
public struct HostClock: Sendable {
    /// The platform time engine time 0 stands for (set by the first timed input).
    public private(set) var origin: Double?
    /// The latest engine time handed out, s.
    public private(set) var now = 0.0

    /// A clock at engine time 0, with no platform time tied to it yet.
    public init() {}

    /// The engine time of platform time `platform`, s: never before `now` (an input
    /// stamped before the frame the engine has already advanced to is delivered at
    /// that frame's time, not refused), whole microseconds.
    public mutating func time(_ platform: Double) -> Double {
        guard platform.isFinite else { return now }
        let start = origin ?? platform
        origin = start
        let time = max(now, Quantize.time(platform - start))
        now = time
        return time
    }

    /// Starts the session's clock at platform time `platform` if it has not started:
    /// the first timed input sets time zero, even one that changes nothing.
    public mutating func start(at platform: Double) {
        if origin == nil, platform.isFinite { origin = platform }
    }

    /// Notes that the engine was driven to `time` directly (a trace's own times):
    /// later platform times are never put before it.
    public mutating func reached(_ time: Double) {
        if time.isFinite, time > now { now = time }
    }
}

/// The grid every number a host feeds the engine is put on, so that the decimal
/// text a recorded trace holds reads back to exactly the same value:
/// `Double(n) / 10^k` is the double nearest n·10⁻ᵏ (IEEE division of two exact
/// values rounds correctly), and so is reading that decimal text back.
public enum Quantize {
    /// Seconds, to the microsecond.
    public static func time(_ seconds: Double) -> Double { onGrid(seconds, scale: 1_000_000) }

    /// Points, to 1/10,000 pt.
    public static func points(_ value: Double) -> Double { onGrid(value, scale: 10_000) }

    /// A value on the grid of step 1/`scale` (finite values within ±2^52/scale).
    static func onGrid(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, abs(value * scale) < 4.5e15 else { return value.isFinite ? value : 0 }
        return (value * scale).rounded() / scale
    }

    /// A value on the grid of step 1/`scale` as exact decimal text ("0.016667", "-3", "195.5").
    static func text(_ value: Double, scale: Double, digits: Int) -> String {
        let units = Int64((value * scale).rounded())
        let magnitude = units.magnitude, unit = UInt64(scale)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / unit)
        var fraction = magnitude % unit, width = digits
        guard fraction != 0 else { return text }
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        let tail = String(fraction)
        return text + "." + String(repeating: "0", count: width - tail.count) + tail
    }
}
