#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import Foundation
    import UIKit

    /// Pages in sections, paged through as one strip (Spotify's Your Library):
    /// sections (Music, Podcasts) each hold pages (Playlists, Artists…), each page
    /// the view of a view controller from the data source, keyed by index path
    /// (`section`: the section, `item`: the page). Swiping past a section's last
    /// page moves to the next section; the indicator under the page titles is as
    /// wide as the title it is under, and follows the finger exactly.
    ///
    /// Page controllers are children of this one while the engine shows their page
    /// (it draws the page in view and its two neighbours, and hands a page's place to
    /// the one coming near, as a table view reuses cells): once it stops, or the data
    /// reloads, the page is removed (`willMove(toParent: nil)`, its view out of the
    /// hierarchy, `removeFromParent()`) and asked for again when it comes back. The
    /// engine scrolls a page's content: the scroll view the page controller names
    /// (`contentScrollView(for: .top)`, set with `setContentScrollView(_:for:)`) has
    /// its own pan turned off and its offset follows the engine's.
    ///
    /// ```swift
    /// let library = NestedPagingViewController()
    /// library.dataSource = self
    /// library.selectPage(at: IndexPath(item: 0, section: 1))
    /// ```
    @MainActor
    open class NestedPagingViewController: UIViewController {
        /// The host view the pages are drawn in.
        public let pagingView = CrossfadeHostView(configuration: .nestedPages([]))
        /// Supplies the sections and pages; setting it reloads them.
        public weak var dataSource: (any NestedPagingViewControllerDataSource)? {
            didSet { reloadData() }
        }
        /// Hears which page the pager comes to rest on.
        public weak var delegate: (any NestedPagingViewControllerDelegate)?
        private var pages = SlotChildren<UIViewController>()

        /// A host view; give it a data source.
        public init() {
            super.init(nibName: nil, bundle: nil)
            pagingView.slotView = { [weak self] slot in self?.pageView(slot) }
            pagingView.onEvent = { [weak self] event in self?.handle(event) }
            pagingView.onScroll = { [weak self] scroll in self?.follow(scroll) }
            pagingView.onSlotsUnmounted = { [weak self] slots in self?.release(slots) }
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        override open func loadView() { view = pagingView }

        /// Asks the data source again for the sections, their pages and titles.
        public func reloadData() {
            for page in pages.removeAll() { release(page) }
            let sections = dataSource.map(sectionTitles) ?? []
            pagingView.reload(.nestedPages(sections))
        }

        /// Stops for good as the owner goes away (SwiftUI's dismantle): every page
        /// controller is removed and the paging view stops (`CrossfadeHostView.tearDown()`).
        public func tearDown() {
            for page in pages.removeAll() { release(page) }
            pagingView.tearDown()
        }

        /// Shows a page (a tap on its title): its section, then the page in it; an
        /// index path past the data source's counts does nothing.
        public func selectPage(at indexPath: IndexPath) {
            for action in pagingView.host.showPageActions(section: indexPath.section, item: indexPath.item) { pagingView.perform(action) }
        }

        /// The page shown, by the data source's index path (nil: no pages).
        public var selectedIndexPath: IndexPath? {
            let page = pagingView.host.state.map(PagerReading.init) ?? PagerReading(InteractionState([]))
            return pagingView.host.appPage(category: page.category, subcategory: page.subcategory).map {
                IndexPath(item: $0.item, section: $0.section)
            }
        }

        private func sectionTitles(_ dataSource: any NestedPagingViewControllerDataSource) -> [(title: String, items: [String])] {
            DataSourceShape.indices(dataSource.numberOfSections(in: self)).map { section in
                (
                    dataSource.nestedPaging(self, titleForSection: section),
                    DataSourceShape.indices(dataSource.nestedPaging(self, numberOfPagesInSection: section)).map { item in
                        dataSource.nestedPaging(self, titleForPageAt: IndexPath(item: item, section: section))
                    }
                )
            }
        }

        /// The view controllers of the pages shown now, by the data source's index path.
        public var visiblePages: [(indexPath: IndexPath, viewController: UIViewController)] {
            pages.all.compactMap { slot, page in
                pagingView.host.dataSourceIndex(of: slot)?.page.map { (IndexPath(item: $0.item, section: $0.section), page) }
            }
        }

        private func pageView(_ slot: Slot) -> UIView? {
            guard let page = pagingView.host.dataSourceIndex(of: slot)?.page, let dataSource else { return nil }
            let indexPath = IndexPath(item: page.item, section: page.section)
            let controller = pages.child(for: slot) { adopt(dataSource.nestedPaging(self, viewControllerForPageAt: indexPath)) }
            let view = controller.view
            controller.contentScrollView(for: .top)?.isScrollEnabled = false
            return view
        }

        /// Makes a page's controller a child of this one, kept while its page is shown.
        private func adopt(_ controller: UIViewController) -> UIViewController {
            addChild(controller)
            controller.didMove(toParent: self)
            return controller
        }

        /// The engine stopped showing these pages: their controllers are removed.
        private func release(_ slots: [Slot]) {
            for page in pages.remove(slots) { release(page) }
        }

        private func release(_ page: UIViewController) {
            page.willMove(toParent: nil)
            page.view.removeFromSuperview()
            page.removeFromParent()
        }

        /// The page's scroll view follows the engine's scroll of its slot.
        private func follow(_ scroll: SlotScroll) {
            guard let scrollView = pages[scroll.slot]?.contentScrollView(for: .top) else { return }
            let inset = scrollView.adjustedContentInset
            scrollView.contentOffset = CGPoint(scroll.platformOffset(insetTop: Double(inset.top), insetLeft: Double(inset.left)))
        }

        private func handle(_ event: InteractionEvent) {
            guard let shown = event.page, let page = pagingView.host.appPage(category: shown.category, subcategory: shown.subcategory) else {
                return
            }
            delegate?.nestedPaging(self, didShowPageAt: IndexPath(item: page.item, section: page.section))
        }
    }
#endif
