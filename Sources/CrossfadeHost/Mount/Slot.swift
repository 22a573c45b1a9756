/// A place where a host mounts the app's own view: a layer whose content is
/// `LayerContent.slot(name)`, its name parsed into what it stands for. Every slot
/// name the interactions write is spelled here, once (shared/DESIGN.md and the
/// issue-26 spec name them): `presenting`, `card.content`, `card.N`,
/// `pager.page.C.S`, `cover.N`, `miniPlayer.content`, `player.content`, each
/// after a parent's prefix (`queue.card.content` in the showcase).
///
/// ```swift
/// Slot("queue.card.content")   // Slot(prefix: "queue.", place: .cardContent)
/// Slot("pager.page.1.2")?.libraryPage   // (category: 1, subcategory: 2)
/// ```
public struct Slot: Hashable, Sendable, CustomStringConvertible {
    /// What the slot stands for.
    public enum Place: Hashable, Sendable {
        /// card-presentation: the app's screen behind the card.
        case presenting
        /// card-presentation: the card's content (its scroll is the engine's).
        case cardContent
        /// lyrics-cards: card N of the deck.
        case lyricCard(Int)
        /// library-pager: the page of sub-category `subcategory` in category `category`.
        case libraryPage(category: Int, subcategory: Int)
        /// cover-carousel: the cover of track N.
        case cover(Int)
        /// player-transition: the mini player's row.
        case miniPlayerContent
        /// player-transition: the full player's Now Playing.
        case playerContent

        /// The kind of place, without its indices.
        public var kind: Kind {
            switch self {
            case .presenting: .presenting
            case .cardContent: .cardContent
            case .lyricCard: .lyricCard
            case .libraryPage: .libraryPage
            case .cover: .cover
            case .miniPlayerContent: .miniPlayerContent
            case .playerContent: .playerContent
            }
        }
    }

    /// A place without its indices: what a host says it fills.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// One kind per `Place` case, named the same.
        case presenting, cardContent, lyricCard, libraryPage, cover, miniPlayerContent, playerContent
    }

    /// A parent's prefix, dot included ("queue."), or empty.
    public var prefix: String
    /// What the slot stands for.
    public var place: Place

    /// The slot at `place` under a parent's `prefix`.
    public init(prefix: String = "", place: Place) {
        self.prefix = prefix
        self.place = place
    }

    /// The slot a name stands for, or nil for a name no interaction writes.
    public init?(_ name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let (place, used) = Self.place(ofLast: parts) else { return nil }
        let head = parts.dropLast(used)
        prefix = head.isEmpty ? "" : head.joined(separator: ".") + "."
        self.place = place
    }

    /// The slot's name, as the engine writes it.
    public var name: String {
        let suffix =
            switch place {
            case .presenting: "presenting"
            case .cardContent: "card.content"
            case .lyricCard(let index): "card.\(index)"
            case .libraryPage(let category, let subcategory): "pager.page.\(category).\(subcategory)"
            case .cover(let index): "cover.\(index)"
            case .miniPlayerContent: "miniPlayer.content"
            case .playerContent: "player.content"
            }
        return prefix + suffix
    }

    /// The slot's name.
    public var description: String { name }

    /// The lyric card's index, when this is a lyric card.
    public var lyricCard: Int? { if case .lyricCard(let index) = place { index } else { nil } }
    /// The cover's track index, when this is a cover.
    public var cover: Int? { if case .cover(let index) = place { index } else { nil } }
    /// The page's category and sub-category, when this is a library page.
    public var libraryPage: (category: Int, subcategory: Int)? {
        if case .libraryPage(let category, let subcategory) = place { (category, subcategory) } else { nil }
    }

    /// The place the last components of a name stand for, and how many it used.
    private static func place(ofLast parts: [String]) -> (Place, Int)? {
        let n = parts.count
        func last(_ k: Int) -> [String] { n >= k ? Array(parts[(n - k)...]) : [] }
        func index(_ text: String) -> Int? { text.allSatisfy { $0.isASCII && $0.isNumber } ? Int(text) : nil }
        if last(2) == ["card", "content"] { return (.cardContent, 2) }
        if last(2) == ["miniPlayer", "content"] { return (.miniPlayerContent, 2) }
        if last(2) == ["player", "content"] { return (.playerContent, 2) }
        if last(1) == ["presenting"] { return (.presenting, 1) }
        let four = last(4)
        if four.count == 4, four[0] == "pager", four[1] == "page", let c = index(four[2]), let s = index(four[3]) {
            return (.libraryPage(category: c, subcategory: s), 4)
        }
        let two = last(2)
        guard two.count == 2, let number = index(two[1]) else { return nil }
        switch two[0] {
        case "card": return (.lyricCard(number), 2)
        case "cover": return (.cover(number), 2)
        default: return nil
        }
    }
}
