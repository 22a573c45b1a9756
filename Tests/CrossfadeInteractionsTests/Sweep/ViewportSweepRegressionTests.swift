import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTrace
import Testing

/// The release sweep's traces with viewport changes that failed while issue 38 was
/// built, as the sweep minimised them: each now holds every invariant.
@Suite("viewport sweep regressions")
struct ViewportSweepRegressionTests {
    /// Seed 5595550601069, trace 2108: a player whose travel had shrunk to 1 pt
    /// (a 300 pt mini player on a 167 pt tall screen) was caught and let go past its
    /// end, and turned back upright while its rubber band sprang back: the band,
    /// scaled by the travel's growth (× 705), was drawn 29,902 pt past the end. It
    /// now keeps its share of the band's reach (the viewport's height).
    static let bandKeepsItsShareOfTheReach = #"""
        {"interaction":"player-transition","viewport":{"width":167.20745405583847,"height":1075.5015306301543},"options":{"appearance":"dark","bottomSafeArea":182.70179011322142,"duration":3,"miniPlayerHeight":300,"miniPlayerStyle":"bar","reduceMotion":false,"rtl":true,"rubberBandResponse":0.901028022257309,"topSafeArea":0},"events":[{"t":3.856766707356969,"kind":"action","name":"toggle"},{"t":4.299251567263293,"kind":"viewport","viewport":{"width":1075.5015306301543,"height":167.20745405583847}},{"t":4.299251567263293,"kind":"environment","environment":{"topSafeArea":59,"bottomSafeArea":21,"leadingSafeArea":47,"trailingSafeArea":47,"rtl":true,"reduceMotion":false,"textScale":1,"appearance":"dark"}},{"t":4.323219468655304,"kind":"down","x":533.8028970196109,"y":154.90775807456296},{"t":4.331552801988638,"kind":"move","x":541.50970507828,"y":143.17417967180717},{"t":4.347552801988638,"kind":"up","x":541.50970507828,"y":143.17417967180717},{"t":4.489813485174427,"kind":"viewport","viewport":{"width":167.20745405583847,"height":1075.5015306301543}}]}
        """#

    @Test(arguments: [bandKeepsItsShareOfTheReach])
    func holdsEveryInvariant(trace text: String) throws {
        let trace = try Trace.decode(text, registry: .standard)
        let problem = TraceChecker(registry: .standard).failure(of: trace)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
