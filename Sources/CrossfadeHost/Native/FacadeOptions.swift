import CrossfadeInteractions

/// The options each UIKit / SwiftUI façade starts its interaction with, from
/// the app's data in the shapes iOS developers hand over (a count, section and
/// item titles, a content height, a queue's tracks). Option names are written
/// here, once for the façades (every one is declared by its model: a test says
/// so); a name an interaction stops declaring is left out by `ViewHost` (and logged).
public enum FacadeOptions {
    /// lyrics-cards with `count` cards, one per line of a synthetic LRC text, for
    /// a card stack whose data source supplies every card's view. No cards: the
    /// option is not written (an empty deck is an empty state, `EmptyState`).
    public static func cardStack(count: Int) -> [String: Scalar] {
        guard count > 0 else { return [:] }
        let count = min(count, maximumCards)
        var text = ""
        for index in 0..<count {
            let seconds = index * 5
            text += "[\(twoDigits(seconds / 60)):\(twoDigits(seconds % 60)).00] \(index + 1)\n"
        }
        return ["lrc": .string(text), "cards": .int(count)]
    }

    /// library-pager with these sections (categories) and their items'
    /// titles (sub-categories); the separators the option uses (`:` `,` `;`) and
    /// line breaks become spaces, an empty title a dash.
    public static func nestedPages(_ sections: [(title: String, items: [String])]) -> [String: Scalar] {
        let written = sections.filter { !$0.items.isEmpty }.map { section in
            clean(section.title) + ":" + section.items.map(clean).joined(separator: ",")
        }
        return written.isEmpty ? [:] : ["categories": .string(written.joined(separator: ";"))]
    }

    /// card-presentation whose content is the app's scroll view, `contentHeight` pt
    /// tall (nil, 0 or not finite: not written), titled with the presented
    /// controller's `title` (nil: no title — the engine's own "Up Next" is never
    /// drawn over an app; cut to the option's 200 bytes between characters), resting
    /// at `detents` (`CardDetent.option`).
    public static func cardSheet(contentHeight: Double?, title: String? = nil, detents: [CardDetent] = [.large]) -> [String: Scalar] {
        var options = cardSheetContentHeight(contentHeight)
        options.merge(cardSheetTitle(title)) { $1 }
        options["detents"] = CardDetent.option(detents).value
        return options
    }

    /// The live option for the presented controller's title now (nil: no title).
    public static func cardSheetTitle(_ title: String?) -> [String: Scalar] { ["title": .string(cut(title ?? "", toBytes: 200))] }

    /// The live option for the card's content height now (the app's `contentSize`
    /// observed): nothing when it is not a positive finite height.
    public static func cardSheetContentHeight(_ contentHeight: Double?) -> [String: Scalar] {
        guard let contentHeight, contentHeight.isFinite, contentHeight > 0 else { return [:] }
        return ["contentHeight": .number(Quantize.onGrid(min(contentHeight, 100_000), scale: 1_000_000))]
    }

    /// `text` cut to at most `bytes` UTF-8 bytes, between characters.
    static func cut(_ text: String, toBytes bytes: Int) -> String {
        var kept = ""
        for character in text {
            guard kept.utf8.count + character.utf8.count <= bytes else { break }
            kept.append(character)
        }
        return kept
    }

    /// cover-carousel's queue: the data source's tracks as the `tracks` option
    /// (one `Title | Artist | m:ss | artwork-ref` line each), so the title, artist and
    /// playhead under the covers are the app's. The separators (`|`, line breaks)
    /// become spaces and a field is cut to the option's 200 bytes (an empty title or
    /// artist becomes a dash); a length is rounded to whole seconds, at least 0:01
    /// and at most 999:59; each cover's artwork reference is `cover-N` (the app's
    /// view stands in the slot); past `Catalogue.maximumTracks` tracks are left out.
    /// No tracks: the option is not written (the engine's demo queue).
    public static func coverCarousel(_ tracks: [(title: String, artist: String, duration: Double)]) -> [String: Scalar] {
        var text = ""
        for (index, track) in tracks.prefix(Catalogue.maximumTracks).enumerated() {
            let fields = [field(track.title), field(track.artist), minutesAndSeconds(track.duration), "cover-\(index)"]
            text += fields.joined(separator: " | ") + "\n"
        }
        return text.isEmpty ? [:] : ["tracks": .string(text)]
    }

    /// player-transition with the mini player as Spotify's inset card, or UIKit's full-width bar.
    public static func miniPlayer(card: Bool) -> [String: Scalar] {
        ["miniPlayerStyle": .string(card ? "card" : "bar")]
    }

    /// The most cards a card stack shows (past it, the data source's cards are left out).
    public static let maximumCards = 10_000

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// A track field: no `|`, runs of white space (line breaks, tabs) one space,
    /// at most `Catalogue.maximumFieldBytes` bytes (cut between characters), never empty.
    private static func field(_ text: String) -> String {
        let kept = cut(text.split(whereSeparator: { $0 == "|" || $0.isWhitespace }).joined(separator: " "), toBytes: Catalogue.maximumFieldBytes)
        return kept.isEmpty ? "-" : kept
    }

    /// A length in seconds as `m:ss`, rounded, within 0:01…999:59 (a length that
    /// is not a finite number reads as the shortest).
    private static func minutesAndSeconds(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(min(max(seconds.rounded(), 1), 59_999)) : 1
        return "\(whole / 60):\(twoDigits(whole % 60))"
    }

    private static func clean(_ title: String) -> String {
        var text = ""
        for character in title {
            text.append(":,;".contains(character) || character.isNewline ? " " : character)
        }
        let trimmed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return trimmed.isEmpty ? "-" : trimmed
    }
}
