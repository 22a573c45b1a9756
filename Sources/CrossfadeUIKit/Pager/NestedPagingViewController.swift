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
        private var pages: [IndexPath: UIViewController] = [:]

        /// A host view; give it a data source.
        public init() {
            super.init(nibName: nil, bundle: nil)
            pagingView.slotView = { [weak self] slot in self?.pageView(slot) }
            pagingView.onEvent = { [weak self] event in self?.handle(event) }
        }

        /// Not available from a storyboard.
        public required init?(coder: NSCoder) { nil }

        override open func loadView() { view = pagingView }

        /// Asks the data source again for the sections, their pages and titles.
        public func reloadData() {
            pages = [:]
            let sections = dataSource.map(sectionTitles) ?? []
            pagingView.reload(.nestedPages(sections))
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

        private func pageView(_ slot: Slot) -> UIView? {
            guard let page = pagingView.host.dataSourceIndex(of: slot)?.page, let dataSource else { return nil }
            let indexPath = IndexPath(item: page.item, section: page.section)
            let controller = pages[indexPath] ?? adopt(dataSource.nestedPaging(self, viewControllerForPageAt: indexPath), at: indexPath)
            return controller.view
        }

        /// Makes a page's controller a child of this one, kept while it is shown.
        private func adopt(_ controller: UIViewController, at indexPath: IndexPath) -> UIViewController {
            addChild(controller)
            controller.didMove(toParent: self)
            pages[indexPath] = controller
            return controller
        }

        private func handle(_ event: InteractionEvent) {
            guard let shown = event.page, let page = pagingView.host.appPage(category: shown.category, subcategory: shown.subcategory) else {
                return
            }
            delegate?.nestedPaging(self, didShowPageAt: IndexPath(item: page.item, section: page.section))
        }
    }
#endif
