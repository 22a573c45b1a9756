import CrossfadeMotion

/// One timed lyric line.
public struct LyricLine: Hashable, Sendable {
    /// When the line starts, in seconds from the track's start.
    public var time: Double
    /// The line's words.
    public var text: String

    /// A line of `text` that starts `time` seconds into the track.
    public init(time: Double, text: String) {
        self.time = time
        self.text = text
    }
}

/// A line of LRC text that could not be read, with its 1-based line number.
public struct LRCIssue: Hashable, Sendable, CustomStringConvertible {
    /// The line's number in the text, from 1.
    public var line: Int
    /// What is wrong with it.
    public var reason: String
    /// The issue as `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}

/// Synced lyrics in the LRC format: `[mm:ss.xx] text`, several time tags per
/// line allowed (`[00:12.00][01:02.50] chorus`), metadata tags (`[ar:…]`,
/// `[ti:…]`, `[al:…]`, `[by:…]`, `[length:…]`, `[offset:±ms]`) read or ignored.
///
/// ```swift
/// let lyrics = LRC.parse("[00:01.00] Hello\n[00:03.50] world")
/// lyrics.lines.map { $0.text }   // ["Hello", "world"]
/// lyrics.index(at: 2.0)      // 0
/// ```
public struct LRC: Hashable, Sendable {
    /// The lines, sorted by time (ties keep their order in the text), each in 0…`maximumTime`.
    public var lines: [LyricLine]
    /// Metadata tags by key (`ti`, `ar`, …).
    public var metadata: [String: String]
    /// Lines that could not be read.
    public var issues: [LRCIssue]

    /// The latest time a line may start, in seconds (100 hours): times beyond it,
    /// and offsets that would move a line beyond it, are issues.
    public static let maximumTime = 360_000.0

    /// Parses LRC text. It never fails: unreadable lines are reported in `issues`.
    public static func parse(_ text: String) -> LRC {
        var timed: [(time: Double, order: Int, text: String)] = []
        var metadata: [String: String] = [:]
        var issues: [LRCIssue] = []
        var offset = 0.0
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces()
            guard !line.isEmpty else { continue }
            guard line.first == "[" else {
                issues.append(LRCIssue(line: number + 1, reason: "no time tag"))
                continue
            }
            switch parseTags(line) {
            case .malformed(let reason):
                issues.append(LRCIssue(line: number + 1, reason: reason))
            case .metadata(let key, let value):
                metadata[key] = value
                if key == "offset" {
                    if let milliseconds = parseDecimal(value.trimmingSpaces()), milliseconds.isFinite, abs(milliseconds) <= Self.maximumTime * 1_000 {
                        offset = milliseconds / 1_000
                    } else {
                        issues.append(
                            LRCIssue(
                                line: number + 1,
                                reason: "offset '\(quoted: value)' is not a number of milliseconds within ±\(Int(Self.maximumTime * 1_000))"))
                    }
                }
            case .timed(let times, let lyric):
                for time in times {
                    guard time <= Self.maximumTime else {
                        issues.append(
                            LRCIssue(line: number + 1, reason: "time \(Int(time / 60)) min is beyond \(Int(Self.maximumTime / 3_600)) hours"))
                        continue
                    }
                    timed.append((time, timed.count, lyric))
                }
            }
        }
        // A positive offset shows the lyrics earlier.
        let lines = timed.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            .map { LyricLine(time: clamp($0.time - offset, 0...Self.maximumTime), text: $0.text) }
        return LRC(lines: lines, metadata: metadata, issues: issues)
    }

    /// The index of the line showing at `time` seconds: the last line starting at
    /// or before it (the first line before any has started). Nil with no lines.
    public func index(at time: Double) -> Int? {
        guard !lines.isEmpty else { return nil }
        guard time.isFinite else { return time > 0 ? lines.count - 1 : 0 }
        var low = 0, high = lines.count - 1, found = 0
        while low <= high {
            let mid = (low + high) / 2
            if lines[mid].time <= time { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }

    enum Tags {
        case metadata(String, String)
        case timed([Double], String)
        case malformed(String)
    }

    /// Reads the leading `[…]` tags of a line and the text after them.
    static func parseTags(_ line: Substring) -> Tags {
        var rest = line
        var times: [Double] = []
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return .malformed("unclosed '['") }
            let tag = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            if let time = parseTime(tag) {
                times.append(time)
            } else if times.isEmpty, let colon = tag.firstIndex(of: ":"), tag[..<colon].utf8.allSatisfy(isASCIILetter), !tag[..<colon].isEmpty {
                // (LRC's keys — ar, ti, al, by, offset… — are ASCII: read by their codes, Unicode's letter tables stay out of the page's module.)
                let key = String(decoding: tag[..<colon].utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
                return .metadata(key, String(tag[tag.index(after: colon)...].trimmingSpaces()))
            } else {
                return .malformed("'[\(tag)]' is not a time tag like [01:23.45]")
            }
        }
        return .timed(times, String(rest.trimmingSpaces()))
    }

    /// `mm:ss`, `mm:ss.xx` or `mm:ss:xx` (hundredths), in seconds. Minutes of up
    /// to nine digits are read (then checked against `maximumTime`).
    static func parseTime(_ tag: Substring) -> Double? {
        let parts = tag.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count <= 9, let minutes = Int(parts[0]), minutes >= 0 else { return nil }
        let secondsText = parts.count == 3 ? "\(parts[1]).\(parts[2])" : String(parts[1])
        guard let first = secondsText.utf8.first, first >= 0x30, first <= 0x39, let seconds = parseDecimal(secondsText[...]), seconds >= 0,
            seconds < 60
        else { return nil }
        return Double(minutes) * 60 + seconds
    }
}

/// Whether `byte` is an ASCII letter, A–Z or a–z.
private func isASCIILetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }

extension Substring {
    /// Without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\r" || c == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...lastIndex(where: { !isSpace($0) })!]
    }
}

extension String {
    func trimmingSpaces() -> Substring { self[...].trimmingSpaces() }
}

extension LRC {
    /// Lyrics of `lines` (sorted by time), with no metadata and no issues; empty: none.
    public init(lines: [LyricLine] = []) {
        self.init(lines: lines.sorted { $0.time < $1.time }, metadata: [:], issues: [])
    }
}
