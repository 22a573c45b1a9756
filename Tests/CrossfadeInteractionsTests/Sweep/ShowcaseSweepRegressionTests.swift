import CrossfadeInteractions
import CrossfadeSweep
import CrossfadeTrace
import Testing

/// The release sweep's showcase traces that failed while issue 31 was built, as
/// the sweep minimised them: each now holds every invariant.
@Suite("showcase sweep regressions")
struct ShowcaseSweepRegressionTests {
    /// Seed 382238750744, trace 144: a library row's tap started its track, but the
    /// mini player caught up only at the next touch (the library's event was handed
    /// on after playback was shown everywhere).
    static let rowPlaysAtTheLift = #"""
        {"interaction":"showcase","viewport":{"width":503.6916776678301,"height":1322.6644910422267},"options":{"appearance":"dark","bottomSafeArea":0,"tabBarHeight":30,"textScale":1.0503446937165015,"topSafeArea":165.73854139320946,"tracks":""},"events":[{"t":3.205719389715534,"kind":"down","x":363.0984295380631,"y":1170.1134544574747},{"t":3.3702557349557654,"kind":"up","x":364.092550295356,"y":1168.1616011939163},{"t":3.869397394354753,"kind":"down","x":254.23749914164355,"y":570.533144183966},{"t":3.9265989294372816,"kind":"up","x":253.65800496738927,"y":569.9489341551275},{"t":3.9265989294372816,"kind":"down","x":503.6916776678301,"y":1294.2346888868258},{"t":3.9365989294372814,"kind":"down","x":229.39234331351534,"y":1322.6644910422267,"pointer":2},{"t":3.9449322627706147,"kind":"move","x":500.8600553730935,"y":1278.1704929586956},{"t":3.9449322627706147,"kind":"move","x":253.0905450123949,"y":1322.941914009094,"pointer":2},{"t":3.953265596103948,"kind":"move","x":485.6023755085231,"y":1264.8916351792163},{"t":3.953265596103948,"kind":"move","x":256.3700726845997,"y":1338.3492156001553,"pointer":2},{"t":3.9615989294372813,"kind":"move","x":474.4819276088504,"y":1294.6101424034746},{"t":3.9615989294372813,"kind":"move","x":283.62996466646683,"y":1313.362799148095,"pointer":2},{"t":3.9699322627706146,"kind":"move","x":490.7373488526631,"y":1321.91939464933},{"t":3.9699322627706146,"kind":"move","x":309.79134979153423,"y":1310.0758361282035,"pointer":2},{"t":3.978265596103948,"kind":"move","x":487.2911250067368,"y":1292.8645984366558},{"t":3.978265596103948,"kind":"move","x":333.07050084149535,"y":1301.2763587812476,"pointer":2},{"t":3.9865989294372812,"kind":"move","x":506.3314559950272,"y":1322.620606937588},{"t":3.9865989294372812,"kind":"move","x":360.4448343389277,"y":1305.0087810640516,"pointer":2},{"t":3.9949322627706145,"kind":"move","x":489.9693315525178,"y":1299.707402501158},{"t":3.9949322627706145,"kind":"move","x":354.701332005394,"y":1322.6832296768425,"pointer":2},{"t":4.003265596103948,"kind":"move","x":474.95992454770476,"y":1318.3998219225684},{"t":4.003265596103948,"kind":"move","x":338.74094881601457,"y":1325.4298548549143,"pointer":2},{"t":4.011598929437282,"kind":"move","x":477.88700221751617,"y":1322.643177536888},{"t":4.011598929437282,"kind":"move","x":354.5542358934034,"y":1350.720685919117,"pointer":2},{"t":4.019932262770616,"kind":"move","x":452.62881491100643,"y":1321.6630653181337},{"t":4.019932262770616,"kind":"move","x":383.49036272037625,"y":1374.7137138309763,"pointer":2},{"t":4.0282655961039495,"kind":"move","x":434.8762730441453,"y":1321.8256151653325},{"t":4.0282655961039495,"kind":"move","x":409.3968636445624,"y":1395.6261101752448,"pointer":2},{"t":4.036598929437283,"kind":"move","x":419.0689926672518,"y":1292.4848323116678},{"t":4.036598929437283,"kind":"move","x":426.29225230656766,"y":1403.5048191630424,"pointer":2},{"t":4.044932262770617,"kind":"move","x":442.97332585187655,"y":1279.7748908230826},{"t":4.044932262770617,"kind":"move","x":447.593028483695,"y":1381.656124048418,"pointer":2},{"t":4.053265596103951,"kind":"move","x":450.78751087158656,"y":1251.5269657935728},{"t":4.053265596103951,"kind":"move","x":442.86433420387897,"y":1394.1835671559365,"pointer":2},{"t":4.0632655961039505,"kind":"up","x":442.86433420387897,"y":1394.1835671559365,"pointer":2},{"t":4.0632655961039505,"kind":"up","x":450.78751087158656,"y":1251.5269657935728}]}
        """#

    /// Seed 1518337259876, trace 572 (right to left, a 254 × 308 pt screen): the
    /// menu's "Show queue" opens the player; the card-style mini player widens as
    /// the sheet grows, and its progress line, measured against the width drawn a
    /// frame before, moved when a touch landed.
    static let progressFollowsTheWideningCard = #"""
        {"interaction":"showcase","viewport":{"width":253.70925238956252,"height":307.54237287102103},"options":{"bottomSafeArea":0,"reduceMotion":false,"rtl":true},"events":[{"t":2.537391699182649,"kind":"action","name":"carousel.play"},{"t":2.537391699182649,"kind":"action","name":"more"},{"t":2.567514166553217,"kind":"down","x":0,"y":287.33632948239483},{"t":2.567515166553217,"kind":"move","x":-0.006085297852550123,"y":287.3336257861956},{"t":2.5675161665532173,"kind":"move","x":-0.012170595705100247,"y":287.3309220899964},{"t":2.5675171665532175,"kind":"move","x":-0.01825589355765037,"y":287.3282183937972},{"t":2.701058745045374,"kind":"move","x":-0.01825589355765037,"y":287.3282183937972},{"t":2.731058745045374,"kind":"up","x":-0.01825589355765037,"y":287.3282183937972},{"t":2.8462897287839604,"kind":"down","x":175.70674054940383,"y":307.54237287102103},{"t":2.864761483654768,"kind":"up","x":176.08495964826997,"y":304.59008964708323}]}
        """#

    /// Seed 4087831084268, trace 1540: a track plays on past the last event; the line
    /// the clock brought forward swapped at the first frame after it was sung, so the
    /// 30 Hz and 120 Hz replays ended on different frames of the swap. It now swaps
    /// at the instant the line is sung.
    static let linesComeForwardOnTheirInstant = #"""
        {"interaction":"showcase","viewport":{"width":852.8653850340365,"height":185.94863020536064},"options":{"appearance":"dark","rtl":false,"tabBarHeight":120,"topSafeArea":13.505231464935985,"tracks":""},"events":[{"t":3.6913082757915374,"kind":"action","name":"carousel.play"},{"t":5.5340147352392455,"kind":"down","x":844.4842956689125,"y":70.84397953754247},{"t":5.638871976488877,"kind":"up","x":843.3197432790258,"y":69.42889098941588}]}
        """#

    @Test(arguments: [rowPlaysAtTheLift, progressFollowsTheWideningCard, linesComeForwardOnTheirInstant])
    func holdsEveryInvariant(trace text: String) throws {
        let trace = try Trace.decode(text, registry: .standard)
        let problem = TraceChecker(registry: .standard).failure(of: trace)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
