extension Catalogue {
    /// The most tracks a `tracks` option may list.
    public static let maximumTracks = 10_000
    /// The most bytes a title, artist, album or artwork reference may have.
    public static let maximumFieldBytes = 200

    /// Reads the `tracks` option: one track per line,
    /// `Title | Artist | m:ss | artwork-ref`, with the album as an optional fifth
    /// field; blank lines are skipped. Each problem is one sentence naming the line.
    ///
    /// ```
    /// Glass Weather | Mira Okafor | 3:12 | covers/glass.jpg
    /// Lanterns | Sora Lindqvist | 4:20 | covers/lanterns.jpg | Small Hours
    /// ```
    public static func tracks(parsing text: String) throws(InteractionError) -> [Track] {
        var tracks: [Track] = []
        var number = 0
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let line = Library.trimmed(String(decoding: rawLine, as: UTF8.self))
            if line.isEmpty { continue }
            tracks.append(try track(line, number: number, index: tracks.count))
            guard tracks.count <= maximumTracks else { throw refuse("lists more than \(maximumTracks) tracks") }
        }
        guard !tracks.isEmpty else { throw refuse("has no tracks: write one per line, Title | Artist | m:ss | artwork-ref") }
        return tracks
    }

    private static func track(_ line: String, number: Int, index: Int) throws(InteractionError) -> Track {
        let fields = Library.split(line, on: UInt8(ascii: "|")).map { Library.trimmed($0) }
        guard fields.count == 4 || fields.count == 5 else {
            throw refuse(
                "line \(number) has \(fields.count) field\(fields.count == 1 ? "" : "s"): write Title | Artist | m:ss | artwork-ref (| album)")
        }
        let names = ["title", "artist", "duration", "artwork reference", "album"]
        for (position, field) in fields.enumerated() where position != 4 && field.isEmpty {
            throw refuse("line \(number) has no \(names[position])")
        }
        for (position, field) in fields.enumerated() where field.utf8.count > maximumFieldBytes {
            throw refuse("line \(number): the \(names[position]) is longer than \(maximumFieldBytes) bytes")
        }
        guard let duration = seconds(fields[2]) else {
            throw refuse("line \(number): duration '\(quoted: fields[2])' must be m:ss (e.g. 3:07), longer than 0:00")
        }
        return Track(
            id: "track-\(index)", title: fields[0], artist: fields[1], album: fields.count == 5 ? fields[4] : "",
            duration: duration, artwork: fields[3])
    }

    /// `m:ss` in seconds (minutes 0…999, seconds 00…59, more than zero), or nil.
    static func seconds(_ text: String) -> Double? {
        let parts = Library.split(text, on: UInt8(ascii: ":"))
        guard parts.count == 2, let minutes = digits(parts[0], count: 1...3), let seconds = digits(parts[1], count: 2...2), seconds < 60 else {
            return nil
        }
        let total = minutes * 60 + seconds
        return total > 0 ? Double(total) : nil
    }

    /// The number written with `count` ASCII digits, or nil.
    private static func digits(_ text: String, count: ClosedRange<Int>) -> Int? {
        guard count.contains(text.utf8.count) else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func refuse(_ reason: String) -> InteractionError { .invalidOption(name: "tracks", reason: reason) }
}
