import CrossfadeTrace
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// End-to-end `crossfade spring` on the real binary.
extension CommandLineTests {
    @Test func springPrintsEveryParameterisationAndEachPlatformsCode() throws {
        let result = try run(["spring", "--uikit-duration", "0.5", "--damping-ratio", "0.5"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        for line in [
            "SwiftUI         response 0.247 s, damping ratio 0.5",
            "Physical        mass 1, stiffness 646.878, damping 25.4338",
            "UIKit           duration 0.5 s, damping ratio 0.5",
            "Settling        SwiftUI 0.499 s, Core Animation 0.579 s",
            ".spring(response: 0.247, dampingFraction: 0.5)",
            "Spring(duration: 0.247, bounce: 0.5)",
            "UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5)",
            "UISpringTimingParameters(mass: 1, stiffness: 646.878, damping: 25.4338, initialVelocity: CGVector(dx: 0, dy: 0))",
            "let animation = CASpringAnimation(keyPath: \"position.y\")"
        ] {
            #expect(result.stdout.contains(line), "missing: \(line)\n\(result.stdout)")
        }
        // Core Animation's defaults: settles in ≈ 1.4727 s.
        let defaults = try run(["spring", "--stiffness", "100", "--damping", "10"])
        #expect(defaults.stdout.contains("Core Animation 1.473 s"), "\(defaults.stdout)")
    }

    @Test func springJSONRoundTripsToTheSameSpring() throws {
        let first = try JSONValue.parse(try run(["spring", "--duration", "0.5", "--bounce", "0.3", "--json"]).stdout)
        guard case .number(let response)? = first["response"], case .number(let zeta)? = first["dampingRatio"],
            case .number(let uikit)? = first["uikitDuration"]
        else { Issue.record("\(first)"); return }
        let again = try JSONValue.parse(try run(["spring", "--uikit-duration", "\(uikit)", "--damping-ratio", "\(zeta)", "--json"]).stdout)
        #expect(again["response"] == .number(response) && again["bounce"] == .number(0.3))
        guard case .array(let samples)? = first["samples"] else { Issue.record("no samples"); return }
        #expect(samples.count == 200 && samples.first == .array([.number(0), .number(0), .number(0)]))
    }

    /// (line, arguments, the one line on standard error).
    @Test(arguments: [
        (
            #line, ["spring"],
            "give one spring: --response and --damping-ratio, --duration and --bounce, [--mass,] --stiffness and --damping, or --uikit-duration and --damping-ratio"
        ),
        (#line, ["spring", "--response", "0.5"], "--response needs --damping-ratio too"),
        (
            #line, ["spring", "--response", "0.5", "--damping-ratio", "1", "--bounce", "0.2"],
            "give one spring at a time: --bounce does not go with --response and --damping-ratio"
        ),
        (#line, ["spring", "--uikit-duration", "20", "--damping-ratio", "1"], "--uikit-duration must be at least 0.01 s and at most 10 s, not 20 s"),
        (#line, ["spring", "--uikit-duration", "0.5", "--damping-ratio", "1.2"], "UIKit's damping ratio must be greater than 0 and at most 1"),
        (#line, ["spring", "--duration", "0.5", "--bounce", "nan"], "bounce must be greater than -1 and less than 1, not not a number"),
        (#line, ["spring", "--stiffness", "0", "--damping", "1"], "stiffness must be greater than 0 and at most 1000000, not 0"),
        (
            #line, ["spring", "--response", "0.5", "--damping-ratio", "1", "--initial-velocity", "1000"],
            "initial velocity must be at least -100 and at most 100, not 1000"
        ),
        (#line, ["spring", "--mass", "x", "--stiffness", "1", "--damping", "1"], "The value 'x' is invalid for '--mass <mass>'")
    ])
    func springRefusesBadInputWithOneClearLine(line: Int, arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "line \(line)")
        #expect(result.stdout.isEmpty && result.stderr.hasPrefix("crossfade: error: \(message)"), "line \(line): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "line \(line)")
    }

    @Test func springPlotIsAnSVGWithValueVelocityAndSettlingMarks() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spring-\(ProcessInfo.processInfo.processIdentifier).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["spring", "--response", "0.4", "--damping-ratio", "0.6", "--plot", path])
        #expect(result.status == 0 && result.stderr == "wrote \(path)\n")
        let data = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: data)
        let elements = ElementCollector()
        parser.delegate = elements
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        #expect(elements.names.first == "svg")
        #expect(elements.classes.filter { $0 == "value" || $0 == "velocity" } == ["value", "velocity"])
        #expect(elements.classes.filter { $0 == "settle" }.count == 3, "SwiftUI, Core Animation and UIKit marks")
        let unwritable = try run(["spring", "--response", "0.4", "--damping-ratio", "0.6", "--plot", "/no/such/dir/p.svg"])
        #expect(unwritable.status == 1 && unwritable.stderr == "crossfade: error: /no/such/dir/p.svg: cannot write the file\n")
    }
}

/// Element names and class attributes, in document order.
final class ElementCollector: NSObject, XMLParserDelegate {
    var names: [String] = []
    var classes: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:])
    {
        names.append(name)
        if let value = attributes["class"] { classes.append(value) }
    }
}
