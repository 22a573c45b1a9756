import CrossfadeInteractions
import CrossfadeMotion
import CrossfadeRender
import CrossfadeTrace
import CrossfadeScene
import Foundation
import Testing
#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Replay output and SVG")
struct ReplayOutputTests {
    static let trace = #"{"interaction": "player-transition", "events": [{"t": 0, "kind": "action", "name": "open"}]}"#

    @Test func replayJSONHasTheDocumentedShapeAndKeyOrder() throws {
        let result = try Replay(trace: Trace.decode(Self.trace, registry: .standard), registry: .standard).run(until: 0.1)
        let json = result.json.serialized
        #expect(json.hasPrefix(#"{"interaction":"player-transition","time":0.1,"state":{"state":"closed","progress":"#))
        let layer = try #require(result.json["layers"].flatMap { if case .array(let a) = $0 { a.first } else { nil } })
        guard case .object(let members) = layer else { Issue.record("a layer is an object"); return }
        #expect(members.map(\.0) == ["id", "parent", "frame", "transform", "opacity", "zPosition", "cornerRadius", "box"])
        #expect(layer["parent"] == .null)
    }

    @Test func numbersAreRoundedToAMillionth() {
        #expect(formatNumber(0.1 + 0.2) == "0.3")
        #expect(formatNumber(390) == "390")
        #expect(formatNumber(-0.0000001) == "0")
        #expect(formatNumber(1.23456789) == "1.234568")
        #expect(formatNumber(.nan) == "null")
    }

    @Test func jsonParserIsStrict() throws {
        for bad in ["{\"a\":1,}", "[1 2]", "{'a':1}", "NaN", "01", "\"\\x\"", "{\"a\":1,\"a\":2}", String(repeating: "[", count: 100)] {
            #expect(throws: JSONParseError.self, "\(bad)") { try JSONValue.parse(bad) }
        }
        #expect(
            try JSONValue.parse(#"{"s":"é\u00e9\ud83c\udfb5","n":-1.5e2,"b":[true,false,null]}"#)
                == .object([("s", .string("éé🎵")), ("n", .number(-150)), ("b", .array([.bool(true), .bool(false), .null]))]))
    }

    static let smallScene = Scene(
        viewport: Size(width: 200, height: 120), background: Color(hex: 0x121212),
        layers: [
            Layer(
                id: "card", frame: Rect(x: 20, y: 20, width: 160, height: 80),
                transform: AffineTransform(scaleX: 0.9, y: 0.9).concatenating(AffineTransform(translationX: 0, y: -10)),
                opacity: 0.8, zPosition: 1, cornerRadius: CornerRadius(12, corners: .top), fill: Color(hex: 0x8E3B2F), clipsToBounds: true,
                children: [
                    Layer(
                        id: "card.text", frame: Rect(x: 10, y: 10, width: 140, height: 30),
                        content: .text(TextContent("Lyrics & <more>", fontSize: 16, weight: .bold, alignment: .center))),
                    Layer(
                        id: "card.art", frame: Rect(x: 10, y: 44, width: 30, height: 30),
                        content: .artwork(Artwork(reference: "a", colors: [.white, .black])))
                ]),
            Layer(
                id: "grabber", frame: Rect(x: 84, y: 4, width: 32, height: 12),
                content: .path(VectorPath([.move(Point(x: 0, y: 3)), .line(Point(x: 16, y: 9)), .line(Point(x: 32, y: 3))])))
        ])

    @Test func svgOfASmallSceneMatchesItsGolden() throws {
        let svg = SVGRenderer().document(Self.smallScene)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/small-scene.svg")
        if ProcessInfo.processInfo.environment["CROSSFADE_RECORD"] != nil || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); run again")
            return
        }
        #expect(svg == (try String(contentsOf: golden, encoding: .utf8)))
        #expect(svg.contains("Lyrics &amp; &lt;more&gt;"))
        #expect(svg.contains("M0 0H148A12 12 0 0 1 160 12V80H0V0Z") == false)  // top-only corners: see the golden
        #expect(svg.contains("M12 0H148A12 12 0 0 1 160 12V80H0V12A12 12 0 0 1 12 0Z"))
    }

    @Test func svgAndFilmstripAreWellFormedXML() throws {
        let trace = try Trace.decode(Self.trace, registry: .standard)
        var frames: [(time: Double, scene: Scene)] = []
        _ = try Replay(trace: trace, registry: .standard).run(frameRate: 10) { frames.append(($0, $1.scene)) }
        #expect(frames.count > 3)
        for svg in [SVGRenderer().document(Self.smallScene), SVGRenderer().filmstrip(frames, columns: 4, title: "open & close")] {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
    }
}
