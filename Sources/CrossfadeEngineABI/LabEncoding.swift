import CrossfadeMotion

/// The motion lab's binary form (what `crossfade_spring` and `crossfade_curve`
/// write; engine.js reads it). Little-endian f64s, u32 counts, strings as u32
/// length + UTF-8.
///
/// Spring: response, dampingRatio, duration, bounce, mass, stiffness, damping,
/// uikitDuration (NaN when UIKit's duration form cannot express it),
/// initialVelocity, swiftUISettlingDuration, coreAnimationSettlingDuration,
/// plotDuration; then samples (u32 n, n × (time, value, velocity)); then code
/// (u32 n, n × (platform, code)).
///
/// Curve: x1, y1, x2, y2; samples (u32 n, n × (x, value, slope)); code.
public enum LabEncoding {
    public static func writeSpring(_ lab: SpringLab, samples count: Int, to writer: inout ByteWriter) {
        for value in [
            lab.response, lab.dampingRatio, lab.duration, lab.bounce, lab.mass, lab.stiffness, lab.damping,
            lab.uikitDuration ?? .nan, lab.initialVelocity, lab.swiftUISettlingDuration,
            lab.coreAnimationSettlingDuration, lab.plotDuration
        ] {
            writer.f64(value)
        }
        let samples = lab.samples(count: count, over: lab.plotDuration)
        writer.u32(UInt32(samples.count))
        for sample in samples {
            writer.f64(sample.time)
            writer.f64(sample.value)
            writer.f64(sample.velocity)
        }
        writeCode(lab.code, to: &writer)
    }

    public static func writeCurve(_ curve: UnitCurve, duration: Double, samples count: Int, to writer: inout ByteWriter) {
        for value in [curve.startControlPoint.x, curve.startControlPoint.y, curve.endControlPoint.x, curve.endControlPoint.y] {
            writer.f64(value)
        }
        let n = max(2, min(count, 10_000))
        writer.u32(UInt32(n))
        for index in 0..<n {
            let x = Double(index) / Double(n - 1)
            writer.f64(x)
            writer.f64(curve.value(at: x))
            writer.f64(curve.velocity(at: x))
        }
        writeCode(curve.code(duration: duration), to: &writer)
    }

    static func writeCode(_ code: [PlatformCode], to writer: inout ByteWriter) {
        writer.u32(UInt32(code.count))
        for part in code {
            writer.string(part.platform)
            writer.string(part.code)
        }
    }
}
