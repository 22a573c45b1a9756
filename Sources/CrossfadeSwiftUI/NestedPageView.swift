#if canImport(SwiftUI) && canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import Foundation
    import SwiftUI
    import UIKit

    /// One section of a nested page view: its title and its pages' titles.
    public struct NestedPageSection: Hashable, Sendable {
        /// The section's title.
        public var title: String
        /// The pages' titles.
        public var pages: [String]

        /// A section titled `title` with these pages.
        public init(_ title: String, pages: [String]) {
            self.title = title
            self.pages = pages
        }
    }

    /// Pages in sections paged through as one strip (Spotify's Your Library), each
    /// page your SwiftUI view; `selection` follows the page shown and shows a page
    /// when set. Your pages are children of the pager's controller while shown, in
    /// this view's SwiftUI environment, and see your latest state.
    ///
    /// ```swift
    /// NestedPageView(sections: [NestedPageSection("Music", pages: ["Playlists", "Artists"])], selection: $page) { indexPath in
    ///     PageList(indexPath)
    /// }
    /// ```
    public struct NestedPageView<Page: View>: UIViewControllerRepresentable {
        let sections: [NestedPageSection]
        @Binding var selection: IndexPath
        let page: (IndexPath) -> Page

        /// Nested pages in `sections`; `selection` follows the page shown.
        public init(sections: [NestedPageSection], selection: Binding<IndexPath>, @ViewBuilder page: @escaping (IndexPath) -> Page) {
            self.sections = sections
            _selection = selection
            self.page = page
        }

        /// The data source and delegate.
        public func makeCoordinator() -> NestedPageCoordinator { NestedPageCoordinator() }

        /// The UIKit nested paging controller.
        public func makeUIViewController(context: Context) -> NestedPagingViewController {
            let controller = NestedPagingViewController()
            controller.delegate = context.coordinator
            return controller
        }

        /// Hands the controller the latest sections, pages, environment and bindings; shows the bound page.
        public func updateUIViewController(_ controller: NestedPagingViewController, context: Context) {
            let coordinator = context.coordinator
            coordinator.environment = context.environment
            coordinator.page = { AnyView(page($0)) }
            coordinator.onShow = { selection = coordinator.selection.engineReported($0) }
            BindingSync.change(to: sections, from: coordinator.sections).map { sections in
                coordinator.sections = sections
                controller.dataSource = coordinator
            }
            for shown in controller.visiblePages {
                (shown.viewController as? UIHostingController<AnyView>)?.rootView = coordinator.content(shown.indexPath)
            }
            let shown = controller.selectedIndexPath ?? selection
            let moving = controller.pagingView.host.isMoving
            coordinator.selection.change(wanted: selection, shown: shown, engineIsMoving: moving).map(controller.selectPage)
        }

        /// Removes the pages' controllers and stops the pager.
        public static func dismantleUIViewController(_ controller: NestedPagingViewController, coordinator: NestedPageCoordinator) {
            controller.tearDown()
        }
    }

    /// The nested pages' data source and delegate: pages in hosting controllers.
    @MainActor
    public final class NestedPageCoordinator: NestedPagingViewControllerDataSource, NestedPagingViewControllerDelegate {
        var sections: [NestedPageSection] = []
        var page: (IndexPath) -> AnyView = { _ in AnyView(EmptyView()) }
        var onShow: (IndexPath) -> Void = { _ in }
        var environment: EnvironmentValues?
        var selection = TwoWayBinding<IndexPath>()

        /// The number of sections.
        public func numberOfSections(in controller: NestedPagingViewController) -> Int { sections.count }

        /// A section's title.
        public func nestedPaging(_ controller: NestedPagingViewController, titleForSection section: Int) -> String { sections[section].title }

        /// A section's number of pages.
        public func nestedPaging(_ controller: NestedPagingViewController, numberOfPagesInSection section: Int) -> Int {
            sections[section].pages.count
        }

        /// A page's title.
        public func nestedPaging(_ controller: NestedPagingViewController, titleForPageAt indexPath: IndexPath) -> String {
            sections[indexPath.section].pages[indexPath.item]
        }

        /// A page's content in a hosting controller (made a child by the pager while its page is shown).
        public func nestedPaging(_ controller: NestedPagingViewController, viewControllerForPageAt indexPath: IndexPath) -> UIViewController {
            UIHostingController(rootView: content(indexPath))
        }

        /// Moves the binding to the page shown.
        public func nestedPaging(_ controller: NestedPagingViewController, didShowPageAt indexPath: IndexPath) { onShow(indexPath) }

        /// The page's content in the façade's SwiftUI environment.
        func content(_ indexPath: IndexPath) -> AnyView {
            environment.map { AnyView(page(indexPath).environment(\.self, $0)) } ?? page(indexPath)
        }
    }
#endif
