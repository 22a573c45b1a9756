import CrossfadeInput
import CrossfadeMotion

extension LibraryPager {
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        pager.advance(to: newTime)
        lists.advance(to: newTime)
        crossFade.advance(to: newTime)
        noteRest()
    }

    public mutating func perform(_ action: Action) throws(InteractionError) {
        let library = configuration.library
        switch action {
        case .nextPage: go(to: destinationPage + 1)
        case .previousPage: go(to: destinationPage - 1)
        case .selectCategory(let index): go(to: library.page(category: index, subcategory: 0))
        case .selectSubcategory(let index):
            go(to: library.page(category: library.location(ofPage: destinationPage).category, subcategory: index))
        case .selectRow(let row): select(row: row, ofPage: page, at: time)
        }
    }

    /// Moves the strip to `page` (clamped): sprung from where it is with its
    /// velocity, or with Reduce Motion at once, cross-fading in. A strip under a finger stays put.
    mutating func go(to page: Int) {
        guard gesture != .pager else { return }
        let target = min(pageCount - 1, max(0, page))
        let offset = Double(target) * configuration.width
        if configuration.environment.reduceMotion {
            let moves = abs(pager.scroll.contentOffset - offset) > 1e-9
            pager.scroll.scroll(to: offset, animated: false, at: time)
            if moves { crossFade.start() }
        } else {
            // A jump may cross many pages: a bouncy snap spring (damping below 1) would
            // overshoot by a share of the whole distance, far past the last page. As a
            // scroll view's animated setContentOffset, the jump does not overshoot;
            // a swipe's release, one page away, keeps the snap spring's bounce.
            let jump = Spring(response: configuration.snapResponse, dampingRatio: max(1, configuration.snapDampingRatio))
            pager.scroll.scroll(to: offset, animated: true, at: time, spring: jump)
        }
        noteRest()
    }

    /// Emits `page` when the strip has come to rest on another page than it last
    /// rested on, at the instant it came to rest (the snap spring's analytic settle
    /// instant, or the jump's), whatever frame notices it.
    mutating func noteRest() {
        guard pager.isAtRest, gesture != .pager, page != restingPage else { return }
        restingPage = page
        let (category, subcategory) = configuration.library.location(ofPage: page)
        events.emit(.page(category: category, subcategory: subcategory), at: pager.scroll.restTime)
    }

    /// Row `row` of `page` was chosen (a tap, or `selectRow`): emits `selected`
    /// with the queue index its item plays, for a parent to play it. Rows the page
    /// does not have are ignored.
    mutating func select(row: Int, ofPage page: Int, at time: Double) {
        let items = layout.items(ofPage: page)
        guard row >= 0, row < items.count else { return }
        let (category, subcategory) = configuration.library.location(ofPage: page)
        events.emit(.selected(category: category, subcategory: subcategory, row: row, track: items[row].track), at: time)
    }
}
