import CrossfadeInput
import CrossfadeMotion

/// The scroll views the showcase owns itself: Home's (vertical), each of its
/// shelves (horizontal, mirrored right to left) and Search's (vertical), with
/// UIScrollView's deceleration and rubber band.
struct ShowcaseScrolls: Sendable {
    var home: ScrollOwner
    var shelves: [ScrollOwner]
    var search: ScrollOwner
    /// Now Playing, scrolling below the transport into its cards.
    var nowPlaying: ScrollOwner

    init(_ c: Showcase.Configuration, home content: ShowcaseHome, layout: ShowcaseHomeLayout, searchHeight: Double, nowPlayingHeight: Double) {
        let page = c.contentFrame.height
        home = ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: page, contentLength: layout.contentHeight)))
        shelves = content.shelves.map { shelf in
            ScrollOwner(
                ScrollPhysics(ScrollConfiguration(viewportLength: c.width, contentLength: layout.shelfContentWidth(shelf.items.count))),
                layoutDirection: c.environment.layoutDirection)
        }
        search = ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: page, contentLength: searchHeight)))
        nowPlaying = ScrollOwner(ScrollPhysics(ScrollConfiguration(viewportLength: c.height, contentLength: nowPlayingHeight)))
    }

    var isAtRest: Bool { home.isAtRest && search.isAtRest && nowPlaying.isAtRest && shelves.allSatisfy { $0.isAtRest } }

    /// Takes over `old`'s offsets (each brought within its new range), at rest.
    mutating func keepOffsets(of old: ShowcaseScrolls, at time: Double) {
        func kept(_ owner: inout ScrollOwner, _ previous: ScrollOwner) {
            let bounds = owner.scroll.configuration
            owner.scroll = ScrollPhysics(bounds, contentOffset: clamp(previous.scroll.contentOffset, bounds.minimumOffset...bounds.maximumOffset))
            owner.advance(to: time)
        }
        kept(&home, old.home)
        kept(&search, old.search)
        kept(&nowPlaying, old.nowPlaying)
        for index in shelves.indices where index < old.shelves.count { kept(&shelves[index], old.shelves[index]) }
    }

    /// Takes over `old`'s scrolls laid out again in these lengths (a viewport
    /// change): each keeps its offset within its new range, and what moves (a
    /// finger, a deceleration, a bounce) carries on (`ScrollPhysics.relayout(keepingOffset:at:)`).
    mutating func carryOn(from old: ShowcaseScrolls, at time: Double) {
        func carried(_ owner: inout ScrollOwner, _ previous: ScrollOwner) {
            var moved = previous
            moved.scroll.relayout(keepingOffset: owner.scroll.configuration, at: time)
            moved.layoutDirection = owner.layoutDirection
            owner = moved
        }
        carried(&home, old.home)
        carried(&search, old.search)
        carried(&nowPlaying, old.nowPlaying)
        for index in shelves.indices where index < old.shelves.count { carried(&shelves[index], old.shelves[index]) }
    }

    mutating func advance(to time: Double) {
        if !home.isAtRest { home.advance(to: time) }
        if !search.isAtRest { search.advance(to: time) }
        if !nowPlaying.isAtRest { nowPlaying.advance(to: time) }
        for index in shelves.indices where !shelves[index].isAtRest { shelves[index].advance(to: time) }
    }

    /// The scroll a member of the arena drives, changed in place.
    mutating func update(_ member: ShowcaseScroll, _ body: (inout ScrollOwner) -> Void) {
        switch member {
        case .home: body(&home)
        case .search: body(&search)
        case .nowPlaying: body(&nowPlaying)
        case .shelf(let index): if shelves.indices.contains(index) { body(&shelves[index]) }
        }
    }

    func owner(_ member: ShowcaseScroll) -> ScrollOwner? {
        switch member {
        case .home: home
        case .search: search
        case .nowPlaying: nowPlaying
        case .shelf(let index): shelves.indices.contains(index) ? shelves[index] : nil
        }
    }

    func invariantViolation(viewport: Double) -> String? {
        for owner in [home, search, nowPlaying] + shelves {
            let offset = owner.scroll.contentOffset, bounds = owner.scroll.configuration
            guard offset.isFinite, owner.scroll.velocity.isFinite else { return "a showcase scroll is not finite" }
            guard offset > bounds.minimumOffset - viewport, offset < bounds.maximumOffset + viewport else {
                return "a showcase scroll is off its range: \(offset)"
            }
        }
        return nil
    }
}

/// Which of the showcase's own scroll views.
enum ShowcaseScroll: Hashable, Sendable {
    case home, search, nowPlaying
    case shelf(Int)

    var axis: Axis {
        if case .shelf = self { return .horizontal }
        return .vertical
    }
}
