// A consumer of every library product, as an app or a server would use them: the
// renderer, the Studio's server (configured, not started) and the Apple hosts (empty
// outside Apple platforms, but importing them must work).
import CrossfadeEngineABI
import CrossfadeHost
import CrossfadeInput
import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeRender
import CrossfadeScene
import CrossfadeStudio
import CrossfadeSwiftUI
import CrossfadeTrace
import CrossfadeUIKit

do {
    let trace = try Trace.decode(#"{"interaction":"card-presentation","viewport":{"width":390,"height":844},"events":[]}"#, registry: .standard)
    let replay = try Replay(trace: trace, registry: .standard).run()
    let svg = SVGRenderer().document(replay.scene)
    guard svg.hasPrefix("<svg"), StudioServer.Configuration().host == "127.0.0.1", Spring.smooth.dampingRatio == 1 else {
        fatalError("crossfade app consumer: the renderer or the Studio's defaults are not what they promise")
    }
    print("crossfade app consumer: every library product linked and behaved (\(svg.utf8.count) bytes of SVG)")
} catch {
    fatalError("crossfade app consumer: \(error)")
}
