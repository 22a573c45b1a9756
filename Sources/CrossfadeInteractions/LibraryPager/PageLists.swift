import CrossfadeInput
import CrossfadeMotion

/// Every page's vertical list: where each one rests, and the few that a finger
/// has touched recently, which may still be moving (a flick decelerating, a
/// bounce). A thousand pages cost a thousand offsets; a frame only advances the
/// handful that can move.
struct PageLists: Sendable {
    struct Active: Sendable {
        var page: Int
        var owner: ScrollOwner
    }

    /// The resting offset of every page not in `active`.
    private var resting: [Double]
    private(set) var active: [Active] = []
    /// Every list's feel and viewport; each page's own content length is in `contentLengths`.
    private(set) var list: ScrollConfiguration
    /// Each page's content length, pt: pages list their own items, so their lengths differ.
    private(set) var contentLengths: [Double]
    /// Lists kept live at once; the oldest resting one is retired past this.
    static let capacity = 3

    init(pageCount: Int, list: ScrollConfiguration, contentLengths: [Double]) {
        resting = Array(repeating: list.minimumOffset, count: max(1, pageCount))
        self.list = list
        self.contentLengths = contentLengths
        active.reserveCapacity(Self.capacity + 1)
    }

    /// Page `page`'s content offset now, pt.
    func offset(of page: Int) -> Double {
        for entry in active where entry.page == page { return entry.owner.scroll.contentOffset }
        return page >= 0 && page < resting.count ? resting[page] : 0
    }

    /// Whether page `page`'s list moves on its own.
    func isMoving(_ page: Int) -> Bool {
        active.contains { $0.page == page && !$0.owner.isAtRest }
    }

    var isAtRest: Bool { active.allSatisfy { $0.owner.isAtRest } }

    /// Page `page`'s list, made live (from where it rests) for a finger to drag.
    mutating func activate(_ page: Int, at time: Double) -> Int {
        if let index = active.firstIndex(where: { $0.page == page }) { return index }
        if active.count >= Self.capacity {
            let retiring = active.firstIndex { $0.owner.isAtRest } ?? 0
            var old = active.remove(at: retiring)
            old.owner.scroll.stop()
            resting[old.page] = old.owner.scroll.contentOffset
        }
        let start = page >= 0 && page < resting.count ? resting[page] : list.minimumOffset
        active.append(Active(page: page, owner: ScrollOwner(ScrollPhysics(configuration(ofPage: page), contentOffset: start))))
        active[active.count - 1].owner.advance(to: time)
        return active.count - 1
    }

    /// Page `page`'s list: the shared feel with the page's own content length.
    func configuration(ofPage page: Int) -> ScrollConfiguration {
        var configuration = list
        if page >= 0, page < contentLengths.count { configuration.contentLength = contentLengths[page] }
        return configuration
    }

    /// Changes the live list at `index` in place.
    mutating func update(_ index: Int, _ body: (inout ScrollOwner) -> Void) { body(&active[index].owner) }

    mutating func advance(to time: Double) {
        for index in active.indices { active[index].owner.advance(to: time) }
    }

    func invariantViolation(viewport: Double) -> String? {
        for entry in active {
            let offset = entry.owner.scroll.contentOffset
            guard offset.isFinite, entry.owner.scroll.velocity.isFinite else { return "page \(entry.page)'s list is not finite" }
            let bounds = entry.owner.scroll.configuration
            guard offset > bounds.minimumOffset - viewport, offset < bounds.maximumOffset + viewport else {
                return "page \(entry.page)'s list offset \(offset) is off its range"
            }
        }
        return nil
    }
}

extension PageLists {
    /// Every list's viewport and content lengths become these (a viewport or an
    /// environment change): each keeps its offset within its new range, and a
    /// moving one carries on from where it is drawn as
    /// `ScrollPhysics.relayout(keepingOffset:at:)` says (its motion re-based on the
    /// new geometry at `time`, so what is drawn now is where it moves from).
    mutating func relayout(list newList: ScrollConfiguration, contentLengths newLengths: [Double], at time: Double) {
        list = newList
        contentLengths = newLengths
        for page in resting.indices {
            resting[page] = clamp(resting[page], configuration(ofPage: page).minimumOffset...configuration(ofPage: page).maximumOffset)
        }
        for index in active.indices {
            active[index].owner.scroll.relayout(keepingOffset: configuration(ofPage: active[index].page), at: time)
        }
    }
}

extension PageLists {
    /// Every list bounces on `bounce` from now on; a list bouncing or scrolling
    /// carries on from where it is on it (`ScrollPhysics.retune`).
    mutating func retune(bounce: Spring) {
        list.bounceSpring = bounce
        for index in active.indices {
            active[index].owner.scroll.retune(bounce: bounce, snap: active[index].owner.scroll.configuration.snapSpring)
        }
    }
}
