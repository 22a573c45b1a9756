import CrossfadeInput
import CrossfadeMotion

extension LibraryPager {
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        pager.advance(to: newTime)
        lists.advance(to: newTime)
        fade.advance(to: newTime)
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        let library = configuration.library
        switch action {
        case .nextPage: go(to: destinationPage + 1)
        case .previousPage: go(to: destinationPage - 1)
        case .selectCategory(let index): go(to: library.page(category: index, subcategory: 0))
        case .selectSubcategory(let index):
            go(to: library.page(category: library.location(ofPage: destinationPage).category, subcategory: index))
        }
    }

    /// Moves the strip to `page` (clamped): sprung from where it is with its
    /// velocity, or with Reduce Motion at once, fading in. A strip under a finger stays put.
    mutating func go(to page: Int) {
        guard gesture != .pager else { return }
        let target = min(pageCount - 1, max(0, page))
        let offset = Double(target) * configuration.width
        if configuration.reduceMotion {
            let moves = abs(pager.scroll.contentOffset - offset) > 1e-9
            pager.scroll.scroll(to: offset, animated: false, at: time)
            if moves { fadeIn() }
        } else {
            pager.scroll.scroll(to: offset, animated: true, at: time)
        }
    }

    mutating func fadeIn() {
        fade.hold(at: 0)
        fade.animate(to: 1)
    }
}
