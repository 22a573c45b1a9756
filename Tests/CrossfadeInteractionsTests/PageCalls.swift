import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeTrace
import Foundation

/// The page's calls, natively: the C ABI's own functions (`crossfade_create`,
/// `crossfade_touch`, `crossfade_frame`…), called with the arguments and messages
/// crossfade.js's `WasmSession` passes under Node, their results and output read the
/// same way. The ABI keeps its sessions and output in globals, as a WebAssembly module
/// does: one test at a time calls it (`lock`).
enum PageCalls {
    /// Held while a test calls the ABI (tests run in parallel; the ABI is one module's state).
    static let lock = NSLock()

    /// The last call's output.
    static var output: [UInt8] {
        Array(UnsafeRawBufferPointer(start: crossfadeOutputPointer(), count: Int(crossfadeOutputLength())))
    }

    /// The last call's output as text (a refusal's reason, a recording).
    static var text: String { String(decoding: output, as: UTF8.self) }

    /// Calls `body` with `message`'s bytes, as the page does with memory from `crossfade_alloc`.
    static func with<R>(_ message: ByteWriter, _ body: (UnsafeRawPointer?, Int32) -> R) -> R {
        message.bytes.withUnsafeBytes { body($0.baseAddress, Int32($0.count)) }
    }

    /// `crossfade_create` of `interaction` with `options` (sorted by name) for `viewport`.
    static func create(_ interaction: String, viewport: (Double, Double), options: [String: Scalar]) -> Int32 {
        var message = ByteWriter()
        message.string(interaction)
        message.f64(viewport.0)
        message.f64(viewport.1)
        message.fields(options.keys.sorted().map { ($0, options[$0]!) })
        return with(message) { crossfadeCreate($0, $1) }
    }

    /// `crossfade_perform` of `action` at page time `t`.
    static func perform(_ session: Int32, _ action: InteractionAction, at t: Double) -> Int32 {
        var message = ByteWriter()
        message.string(action.name)
        message.fields(action.fields.keys.sorted().map { ($0, action.fields[$0]!) })
        return with(message) { crossfadePerform(session, $0, $1, t) }
    }

    /// `crossfade_set_options` of live `options` at page time `t` (fields in name order, as the page writes them).
    static func setOptions(_ session: Int32, _ options: [String: Scalar], at t: Double) -> Int32 {
        var message = ByteWriter()
        message.fields(options.keys.sorted().map { ($0, options[$0]!) })
        return with(message) { crossfadeSetOptions(session, $0, $1, t) }
    }

    /// `crossfade_touch` of a trace's pointer event, its phase by name as the page sends it.
    static func touch(_ session: Int32, _ event: PointerEvent) -> Int32 {
        let phase = PlatformTouch.Phase.allCases.firstIndex { $0.rawValue == event.phase.rawValue } ?? -1
        return crossfadeTouch(session, Int32(phase), Double(event.pointer), event.location.x, event.location.y, event.time)
    }

    /// `crossfade_set_environment` of `environment` at page time `t`.
    static func setEnvironment(_ session: Int32, _ environment: InteractionEnvironment, at t: Double) -> Int32 {
        let insets = environment.safeArea
        return crossfadeSetEnvironment(
            session, insets.top, insets.leading, insets.bottom, insets.trailing, environment.textScale, flags(environment), t)
    }

    /// `crossfade_set_viewport` of `viewport` with `environment` at page time `t`.
    static func setViewport(_ session: Int32, _ viewport: Size, _ environment: InteractionEnvironment, at t: Double) -> Int32 {
        let insets = environment.safeArea
        return crossfadeSetViewport(
            session, viewport.width, viewport.height, insets.top, insets.leading, insets.bottom, insets.trailing, environment.textScale,
            flags(environment), t)
    }

    /// The EnvironmentFlag bits of `environment`.
    static func flags(_ environment: InteractionEnvironment) -> Int32 {
        (environment.isRightToLeft ? EnvironmentFlag.rightToLeft.rawValue : 0)
            | (environment.reduceMotion ? EnvironmentFlag.reduceMotion.rawValue : 0)
            | (environment.appearance == .light ? EnvironmentFlag.lightAppearance.rawValue : 0)
    }

    /// `bytes` as lowercase hex.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
