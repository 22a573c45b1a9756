// libFuzzer entry point: the strict JSON parser, the trace decoder, and a short
// replay of whatever decodes. Built and run by Scripts/fuzz.sh; any trap, overflow
// or sanitizer report is a crash libFuzzer saves and the script fails on.
import CrossfadeInteractions
import CrossfadeTrace

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    _ = try? JSONValue.parse(text)
    guard let trace = try? Trace.decode(text, registry: .standard) else { return 0 }
    // Replay briefly: enough to drive the engine with what decoded, bounded in time.
    let end = min((trace.events.last?.time ?? 0) + 0.5, 30)
    _ = try? Replay(trace: trace, registry: .standard).run(frameRate: 60, until: end)
    return 0
}

// SwiftPM names an executable's entry point `<Target>_main`; hand control to
// libFuzzer's driver from there.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("CrossfadeFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { start, count in fuzzOneInput(start, count) }
}
