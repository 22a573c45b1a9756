import CrossfadeMotion

// The motion lab's calls (Exports.swift documents the boundary): in the all-in-one module
// and the lab's own (`engine-lab.wasm`), not in the modules of one interaction, which a
// page showing it loads without the lab.

#if !CROSSFADE_ENGINE_ONE_INTERACTION
    /// Writes the motion lab's view of the spring a message of numbers gives (one
    /// parameterisation by name — `response` and `dampingRatio`, `duration` and
    /// `bounce`, `mass`/`stiffness`/`damping`, `uikitDuration` and `dampingRatio` —
    /// plus `initialVelocity`) with `samples` points (LabEncoding). done, or refused.
    @_cdecl("crossfade_spring")
    public func crossfadeSpring(_ pointer: UnsafeRawPointer?, _ length: Int32, _ samples: Int32) -> Int32 {
        let fields: [String: Double]
        do throws(MessageError) { fields = try PageMessage.numbers(message(pointer, length)) } catch { return refuse("spring: \(error)") }
        do throws(SpringLabError) {
            let lab = try SpringLab(SpringParameters(fields: fields), initialVelocity: fields["initialVelocity"] ?? 0)
            output.reset()
            LabEncoding.writeSpring(lab, samples: Int(max(2, min(samples, 10_000))), to: &output)
            return EngineStatus.done.rawValue
        } catch {
            return refuse(error.description)
        }
    }

    /// Writes the motion lab's view of a cubic Bézier timing curve over `duration` s
    /// with `samples` points (LabEncoding). done, or refused.
    @_cdecl("crossfade_curve")
    public func crossfadeCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ duration: Double, _ samples: Int32) -> Int32 {
        do throws(SpringLabError) {
            let curve = try UnitCurve.checked(x1, y1, x2, y2, duration: duration)
            output.reset()
            LabEncoding.writeCurve(curve, duration: duration, samples: Int(samples), to: &output)
            return EngineStatus.done.rawValue
        } catch {
            return refuse(error.description)
        }
    }
#endif
