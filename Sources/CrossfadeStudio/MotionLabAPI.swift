import CrossfadeMotion
import CrossfadeTrace

/// The motion lab over HTTP, for the page when it runs without the WebAssembly
/// engine: the same SpringLab and curve code, as JSON.
///
///     GET /api/spring?uikitDuration=0.5&dampingRatio=0.5[&initialVelocity=2][&samples=300]
///     GET /api/curve?x1=0.25&y1=0.1&x2=0.25&y2=1[&duration=0.3][&samples=200]
///
/// A bad request is a 400 with `{"error": "…"}` naming what is wrong.
enum MotionLabAPI {
    struct Failure: Error { let message: String }

    static func spring(_ query: [(String, Substring)]) -> (ok: Bool, body: JSONValue) {
        do {
            var fields: [String: Double] = [:]
            var samples = 300
            for (name, text) in query {
                if name == "samples" { samples = try count(text, name); continue }
                guard SpringParameters.fieldNames.contains(name) else {
                    throw Failure(message: "\(name) is not a spring parameter (\(SpringParameters.fieldNames.joined(separator: ", ")), samples)")
                }
                fields[name] = try number(text, name)
            }
            let lab = try SpringLab(SpringParameters(fields: fields), initialVelocity: fields["initialVelocity"] ?? 0)
            return (true, lab.json(samples: samples))
        } catch let error as SpringLabError {
            return (false, .object([("error", .string(error.description))]))
        } catch {
            return (false, .object([("error", .string((error as? Failure)?.message ?? "\(error)"))]))
        }
    }

    static func curve(_ query: [(String, Substring)]) -> (ok: Bool, body: JSONValue) {
        do {
            var values: [String: Double] = ["duration": 0.3]
            var samples = 200
            for (name, text) in query {
                switch name {
                case "samples": samples = try count(text, name)
                case "x1", "y1", "x2", "y2", "duration": values[name] = try number(text, name)
                default: throw Failure(message: "\(name) is not a curve parameter (x1, y1, x2, y2, duration, samples)")
                }
            }
            let missing = ["x1", "y1", "x2", "y2"].filter { values[$0] == nil }
            guard missing.isEmpty else { throw Failure(message: "the curve needs \(missing.joined(separator: ", "))") }
            let duration = values["duration"]!
            let curve = try UnitCurve.checked(values["x1"]!, values["y1"]!, values["x2"]!, values["y2"]!, duration: duration)
            return (true, curve.json(samples: samples, duration: duration))
        } catch let error as SpringLabError {
            return (false, .object([("error", .string(error.description))]))
        } catch {
            return (false, .object([("error", .string((error as? Failure)?.message ?? "\(error)"))]))
        }
    }

    static func number(_ text: Substring, _ name: String) throws -> Double {
        guard text.utf8.count <= 32, let value = Double(text), value.isFinite else {
            throw Failure(message: "\(name) must be a finite number, not \"\(text.prefix(32))\"")
        }
        return value
    }

    static func count(_ text: Substring, _ name: String) throws -> Int {
        guard let value = Int(text), (2...2_000).contains(value) else {
            throw Failure(message: "\(name) must be a whole number from 2 to 2000")
        }
        return value
    }
}
