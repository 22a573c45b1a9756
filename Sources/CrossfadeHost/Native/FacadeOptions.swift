import CrossfadeInteractions

/// The options each UIKit / SwiftUI façade starts its interaction with, from
/// the app's data in the shapes iOS developers hand over (a count, section and
/// item titles, a content height). Option names are written here, once for the
/// façades; a name the interaction does not declare yet is left out by
/// `ViewHost` (and logged), so façades keep working while options change.
public enum FacadeOptions {
    /// lyrics-cards with `count` cards, one per line of a synthetic LRC text, for
    /// a card stack whose data source supplies every card's view.
    public static func cardStack(count: Int) -> [String: Scalar] {
        let count = max(1, min(count, 10_000))
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

    /// card-presentation whose content is the app's scroll view, `contentHeight` pt tall.
    public static func cardSheet(contentHeight: Double?) -> [String: Scalar] {
        guard let contentHeight, contentHeight.isFinite, contentHeight > 0 else { return [:] }
        return ["contentHeight": .number(Quantize.onGrid(min(contentHeight, 100_000), scale: 1_000_000))]
    }

    /// cover-carousel with `count` covers (the data source's).
    public static func coverCarousel(count: Int) -> [String: Scalar] {
        ["trackCount": .int(max(1, min(count, 100_000)))]
    }

    /// player-transition with the mini player as Spotify's inset card, or UIKit's full-width bar.
    public static func miniPlayer(card: Bool) -> [String: Scalar] {
        ["miniPlayerStyle": .string(card ? "card" : "bar")]
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func clean(_ title: String) -> String {
        var text = ""
        for character in title {
            text.append(":,;\n\r".contains(character) ? " " : character)
        }
        let trimmed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return trimmed.isEmpty ? "-" : trimmed
    }
}
