import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeScene
import CrossfadeTrace
import Testing

/// The golden format: written at fixed precision, read back into every layer at
/// every instant, and compared so a difference names the instant, the layer and
/// the field.
@Suite("Golden format")
struct GoldenTests {
    static func golden(_ events: String, options: String = "{}") throws -> Golden {
        let text = #"{"interaction":"lyrics-cards","viewport":{"width":390,"height":844},"options":\#(options),"events":[\#(events)]}"#
        return try Golden(replay: Replay(trace: Trace.decode(text, registry: .standard), registry: .standard))
    }

    /// The front card held 50 pt down from 0.1 s to 0.4 s, then let go (it springs back).
    static let drag =
        #"{"t":0,"kind":"down","x":195,"y":420},{"t":0.05,"kind":"move","x":195,"y":432},"#
        + #"{"t":0.1,"kind":"move","x":195,"y":470},{"t":0.4,"kind":"up","x":195,"y":470}"#

    @Test func readingBackGivesEveryLayerAtEveryInstant() throws {
        let golden = try Self.golden(Self.drag)
        let read = try Golden(parsing: golden.text)
        #expect(read == golden)
        #expect(read.instants.count == 6)  // 0.05, 0.15, 0.3, 0.6, 1.0 and the end
        #expect(read.instants.allSatisfy { $0.layers.count == read.instants[0].layers.count })
    }

    @Test func laterInstantsListOnlyWhatChanged() throws {
        let text = try Self.golden(Self.drag).text
        let lines = text.split(separator: "\n")
        #expect(lines.contains("t=0.05 layers all=12 offscreen=0"))
        // At 0.15 the front card follows the finger 50 pt down, fading to 0.7 (30 of
        // the 60 pt between the fade start and the dismissal offset), its shadow and
        // its three texts with it, and the back card's three texts come through half
        // way (issue 47); the back card itself does not move, so it is not listed.
        #expect(lines.contains("t=0.15 layers changed=8 of=12 offscreen=0"))
        #expect(lines.contains { $0.hasPrefix("t=0.15 card.1.text ") && $0.contains(" op=0.5 ") })
        #expect(lines.contains { $0.hasPrefix("t=0.15 card.0 box=[24,299.35,342,393.3] op=0.7 tf=[1,0,0,1,0,50] z=2") })
        #expect(lines.contains { $0.hasPrefix("t=0.15 shadow.0 ") })
        #expect(!lines.contains { $0.hasPrefix("t=0.15 card.1 ") })
    }

    @Test func numbersArePrintedAtAFixedPrecision() {
        var layer = Layer(id: "card.0", frame: Rect(x: 1.23456, y: 0.00049, width: 10, height: 20), opacity: 0.123456)
        layer.transform = AffineTransform(scaleX: 0.912345, y: 0.912345)
        layer.cornerRadius = CornerRadius(12, corners: .top)
        layer.fill = Color(hex: 0x123456, alpha: 0.5)
        let flat = Scene(viewport: Size(width: 100, height: 100), layers: [layer]).flattened[0]
        #expect(GoldenLayer(flat).text == "card.0 box=[1.673,0.877,9.123,18.247] op=0.1235 tf=[0.9123,0,0,0.9123,0,0] r=12/top fill=#12345680")
    }

    @Test func aDifferenceNamesTheInstantTheLayerAndTheField() throws {
        let expected = try Self.golden(Self.drag)
        let got = try Self.golden(Self.drag, options: #"{"minimumOpacity":0.2}"#)
        let comparison = GoldenComparison(expected: expected, got: got)
        let lines = comparison.differences.map { $0.description }
        #expect(
            lines == [
                "t=0.15 · shadow.0 · op · 0.315 → 0.27", "t=0.15 · card.0 · op · 0.7 → 0.6",
                "t=0.3 · shadow.0 · op · 0.315 → 0.27", "t=0.3 · card.0 · op · 0.7 → 0.6"
            ])
        #expect(comparison.summary == "2 layers changed at 2 instants")
        #expect(comparison.report().contains("  t=0.15 · card.0 · op · 0.7 → 0.6"))
    }

    @Test func stateAndMissingLayersAreNamed() throws {
        let expected = try Self.golden(Self.drag)
        var got = expected
        got.instants[1].state[0].value = "1"
        got.instants[2].layers.removeLast()
        let lines = GoldenComparison(expected: expected, got: got).differences.map { $0.description }
        #expect(lines.contains("t=0.15 · state · front · 0 → 1"))
        #expect(lines.contains { $0.hasPrefix("t=0.3 · ") && $0.hasSuffix(" · layer · present → absent") })
    }

    @Test(arguments: [
        ("box", "[1,2.001,3,4]", "[1,2.002,3,4]", true),
        ("box", "[1,2.001,3,4]", "[1,2.003,3,4]", false),
        ("op", "0.5", "0.5001", true),
        ("op", "0.5", "0.5002", false),
        ("r", "16/top", "16.001/top", true),
        ("r", "16/top", "16", false),
        ("text", "\"a\"", "\"b\"", false)
    ])
    func noiseBelowThePrintedPrecisionIsNotAChange(field: String, a: String, b: String, same: Bool) {
        #expect(GoldenComparison.same(a, b, field: field) == same)
    }

    @Test(arguments: [
        ("t=0.05 state front=0\nt=0.05 layers all=2\nt=0.05 a box=[0,0,1,1]\n", "golden line 2: says 2 layers but the instant has 1"),
        ("t=0.05 a box=[0,0,1,1]\n", "golden line 1: a layer line must follow its instant's 'layers' line"),
        ("t=0.05 state front=0\nt=0.05 layers changed=1 of=1\n", "golden line 2: the first instant must list all its layers"),
        ("t=0.05 state front=0\nt=0.05 layers all=1\nt=0.05 a box=[0,0,1,1] text=\"open\n", "golden line 3: a quote is not closed"),
        ("x\n", "golden line 1: expected 't=TIME' and more")
    ])
    func aMalformedGoldenSaysWhichLine(text: String, message: String) {
        #expect(throws: GoldenError.self) { try Golden(parsing: text) }
        do { _ = try Golden(parsing: text) } catch { #expect(error.description == message) }
    }
}
