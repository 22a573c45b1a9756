import CrossfadeInput
import CrossfadeMotion
import CrossfadeScene

/// Where playback was started: Now Playing's header says so ("PLAYING FROM
/// PLAYLIST" over the playlist's name).
public struct PlayingFrom: Hashable, Sendable {
    public var caption: String
    public var name: String

    public init(caption: String, name: String) {
        self.caption = caption
        self.name = name
    }

    /// The whole library in its order: what plays before anything is chosen.
    static let library = PlayingFrom(caption: "PLAYING FROM YOUR LIBRARY", name: "Songs")
    static let recentlyPlayed = PlayingFrom(caption: "PLAYING FROM YOUR LIBRARY", name: "Recently played")
    static let search = PlayingFrom(caption: "PLAYING FROM SEARCH", name: "Recent searches")

    /// A library item's context: a playlist, an artist or an album by its title.
    static func item(_ item: LibraryItem, kind: Catalogue.PageKind) -> PlayingFrom {
        switch kind {
        case .playlists: PlayingFrom(caption: "PLAYING FROM PLAYLIST", name: item.title)
        case .artists: PlayingFrom(caption: "PLAYING FROM ARTIST", name: item.title)
        case .albums: PlayingFrom(caption: "PLAYING FROM ALBUM", name: item.title)
        case .songs, .episodes, .downloads, .shows: library
        }
    }
}

/// Home's content, from the catalogue: six recently played tracks as tiles, then
/// shelves of cards that scroll sideways — mixes (one per artist), albums,
/// artists (round), playlists. Each card plays its first track.
struct ShowcaseHome: Sendable {
    struct Shelf: Sendable {
        var title: String
        var items: [LibraryItem]
        /// What a card's context is (a mix counts as a playlist).
        var kind: Catalogue.PageKind
    }

    static let tileCount = 6
    /// Cards a shelf shows at most (a shelf is a taste, not the whole library).
    static let cardLimit = 6
    /// The tiles' tracks: the catalogue's first six.
    let tiles: Range<Int>
    let shelves: [Shelf]

    init(_ catalogue: Catalogue) {
        tiles = 0..<min(Self.tileCount, max(1, catalogue.tracks.count))
        var shelves: [Shelf] = []
        let artists = catalogue.items(forPage: "Artists")
        let mixes = artists.enumerated().map { index, artist in
            LibraryItem(title: "Daily Mix \(index + 1)", subtitle: artist.title + " and more",
                        artwork: Artwork(reference: "mix:" + artist.title, colors: artist.artwork.colors), track: artist.track)
        }
        for (title, items, kind) in [("Made for you", mixes, Catalogue.PageKind.playlists),
                                     ("Recently played", catalogue.items(forPage: "Albums"), .albums),
                                     ("Your favourite artists", artists, .artists),
                                     ("Your playlists", catalogue.items(forPage: "Playlists").filter { $0.track != nil }, .playlists)]
            where !items.isEmpty {
            shelves.append(Shelf(title: title, items: Array(items.prefix(Self.cardLimit)), kind: kind))
        }
        self.shelves = shelves
    }

    /// Everything on Home a tap plays, in one numbering (tiles first, then each
    /// shelf's cards): the `playHome` action's index.
    var itemCount: Int { tiles.count + shelves.reduce(0) { $0 + $1.items.count } }

    /// Home item `index` (`playHome`'s numbering): its track and its context.
    func play(_ index: Int, _ catalogue: Catalogue) -> (track: Int, from: PlayingFrom)? {
        if tiles.contains(index) { return (index, .recentlyPlayed) }
        var rest = index - tiles.count
        for shelf in shelves {
            if rest >= 0, rest < shelf.items.count {
                let item = shelf.items[rest]
                return item.track.map { ($0, .item(item, kind: shelf.kind)) }
            }
            rest -= shelf.items.count
        }
        return nil
    }

    /// The `playHome` index of card `item` on shelf `shelf`.
    func index(shelf: Int, item: Int) -> Int {
        tiles.count + shelves[..<shelf].reduce(0) { $0 + $1.items.count } + item
    }
}

/// Home's geometry, in its content's coordinates (which scroll under the screen).
struct ShowcaseHomeLayout: Sendable {
    let width: Double
    let tileWidth: Double
    let card: Double
    /// Each shelf's title top and its cards' row top.
    let shelfTitles: [Double]
    let shelfTops: [Double]
    let contentHeight: Double

    typealias Tuning = Showcase.Tuning

    init(_ c: Showcase.Configuration, _ home: ShowcaseHome) {
        let w = c.width, m = Tuning.margin, top = c.topSafeArea, scale = c.environment.textScale
        width = w
        tileWidth = (w - 2 * m - Tuning.tileGap) / 2
        card = min(Tuning.cardSide, (w - 2 * m - 2 * Tuning.cardGap) / Tuning.cardsVisible)
        let rows = Double((home.tiles.count + 1) / 2)
        var y = top + Tuning.tileTop + rows * (Tuning.tileHeight + Tuning.tileGap) - Tuning.tileGap
        var titles: [Double] = [], tops: [Double] = []
        for _ in home.shelves {
            y += Tuning.shelfGap
            titles.append(y)
            y += Tuning.shelfTitleHeight * scale + Tuning.shelfTitleGap
            tops.append(y)
            y += card + Tuning.cardTextGap + (Tuning.cardTitleHeight + Tuning.cardSubtitleHeight) * scale
        }
        shelfTitles = titles
        shelfTops = tops
        contentHeight = y + Tuning.bottomPadding
    }

    /// A shelf's height: its cards with their two lines of text.
    func shelfHeight(_ c: Showcase.Configuration) -> Double {
        card + Tuning.cardTextGap + (Tuning.cardTitleHeight + Tuning.cardSubtitleHeight) * c.environment.textScale
    }

    /// The width a shelf of `count` cards scrolls over.
    func shelfContentWidth(_ count: Int) -> Double {
        2 * Tuning.margin + Double(count) * card + Double(max(0, count - 1)) * Tuning.cardGap
    }

    /// Tile `index`'s frame (two columns, mirrored right to left).
    func tileFrame(_ index: Int, _ c: Showcase.Configuration) -> Rect {
        let column = Double(index % 2), row = Double(index / 2)
        let x = Tuning.margin + column * (tileWidth + Tuning.tileGap)
        let frame = Rect(x: x, y: c.topSafeArea + Tuning.tileTop + row * (Tuning.tileHeight + Tuning.tileGap), width: tileWidth, height: Tuning.tileHeight)
        return c.rtl ? c.environment.layoutDirection.mirrored(frame, in: width) : frame
    }

    /// Card `index`'s frame in its shelf's strip (from the leading edge).
    func cardFrame(_ index: Int, _ c: Showcase.Configuration) -> Rect {
        let frame = Rect(x: Tuning.margin + Double(index) * (card + Tuning.cardGap), y: 0, width: card, height: shelfHeight(c))
        return c.rtl ? c.environment.layoutDirection.mirrored(frame, in: width) : frame
    }
}

/// The scroll views the showcase owns itself: Home's (vertical), each of its
/// shelves (horizontal, mirrored right to left) and Search's (vertical), with
/// UIScrollView's deceleration and rubber band.
struct ShowcaseScrolls: Sendable {
    var home: ScrollOwner
    var shelves: [ScrollOwner]
    var search: ScrollOwner

    init(_ c: Showcase.Configuration, home content: ShowcaseHome, layout: ShowcaseHomeLayout, searchHeight: Double) {
        let page = c.contentFrame.height
        home = ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: page, contentLength: layout.contentHeight)))
        shelves = content.shelves.map { shelf in
            ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: c.width, contentLength: layout.shelfContentWidth(shelf.items.count))),
                        layoutDirection: c.environment.layoutDirection)
        }
        search = ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: page, contentLength: searchHeight)))
    }

    var isAtRest: Bool { home.isAtRest && search.isAtRest && shelves.allSatisfy { $0.isAtRest } }

    /// Takes over `old`'s offsets (each brought within its new range), at rest.
    mutating func keepOffsets(of old: ShowcaseScrolls, at time: Double) {
        func kept(_ owner: inout ScrollOwner, _ previous: ScrollOwner) {
            let bounds = owner.scroll.configuration
            owner.scroll = ScrollPhysics(bounds, contentOffset: clamp(previous.scroll.contentOffset, bounds.minimumOffset...bounds.maximumOffset))
            owner.advance(to: time)
        }
        kept(&home, old.home)
        kept(&search, old.search)
        for index in shelves.indices where index < old.shelves.count { kept(&shelves[index], old.shelves[index]) }
    }

    mutating func advance(to time: Double) {
        if !home.isAtRest { home.advance(to: time) }
        if !search.isAtRest { search.advance(to: time) }
        for index in shelves.indices where !shelves[index].isAtRest { shelves[index].advance(to: time) }
    }

    /// The scroll a member of the arena drives, changed in place.
    mutating func update(_ member: ShowcaseScroll, _ body: (inout ScrollOwner) -> Void) {
        switch member {
        case .home: body(&home)
        case .search: body(&search)
        case .shelf(let index): if shelves.indices.contains(index) { body(&shelves[index]) }
        }
    }

    func owner(_ member: ShowcaseScroll) -> ScrollOwner? {
        switch member {
        case .home: home
        case .search: search
        case .shelf(let index): shelves.indices.contains(index) ? shelves[index] : nil
        }
    }

    func invariantViolation(viewport: Double) -> String? {
        for owner in [home, search] + shelves {
            let offset = owner.scroll.contentOffset, bounds = owner.scroll.configuration
            guard offset.isFinite, owner.scroll.velocity.isFinite else { return "a showcase scroll is not finite" }
            guard offset > bounds.minimumOffset - viewport, offset < bounds.maximumOffset + viewport else { return "a showcase scroll is off its range: \(offset)" }
        }
        return nil
    }
}

/// Which of the showcase's own scroll views.
enum ShowcaseScroll: Hashable, Sendable {
    case home, search
    case shelf(Int)

    var axis: Axis {
        if case .shelf = self { return .horizontal }
        return .vertical
    }
}
