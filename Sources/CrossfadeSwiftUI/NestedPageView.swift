#if canImport(SwiftUI) && canImport(UIKit)
import CrossfadeHost
import CrossfadeUIKit
import Foundation
import SwiftUI
import UIKit

/// One section of a nested page view: its title and its pages' titles.
public struct NestedPageSection: Hashable, Sendable {
    public var title: String
    public var pages: [String]

    public init(_ title: String, pages: [String]) {
        self.title = title
        self.pages = pages
    }
}

/// Pages in sections paged through as one strip (Spotify's Your Library), each
/// page your SwiftUI view; `selection` follows the page shown and shows a page when set.
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

    public init(sections: [NestedPageSection], selection: Binding<IndexPath>, @ViewBuilder page: @escaping (IndexPath) -> Page) {
        self.sections = sections
        _selection = selection
        self.page = page
    }

    public func makeCoordinator() -> NestedPageCoordinator { NestedPageCoordinator() }

    public func makeUIViewController(context: Context) -> NestedPagingViewController {
        let controller = NestedPagingViewController()
        controller.delegate = context.coordinator
        return controller
    }

    public func updateUIViewController(_ controller: NestedPagingViewController, context: Context) {
        let coordinator = context.coordinator
        coordinator.page = { AnyView(page($0)) }
        coordinator.onShow = { selection = $0 }
        BindingSync.change(to: sections, from: coordinator.sections).map { sections in
            coordinator.sections = sections
            controller.dataSource = coordinator
        }
        BindingSync.change(to: selection, from: controller.selectedIndexPath).map(controller.selectPage)
    }
}

/// The nested pages' data source and delegate: pages in hosting controllers.
@MainActor
public final class NestedPageCoordinator: NestedPagingViewControllerDataSource, NestedPagingViewControllerDelegate {
    var sections: [NestedPageSection] = []
    var page: (IndexPath) -> AnyView = { _ in AnyView(EmptyView()) }
    var onShow: (IndexPath) -> Void = { _ in }

    public func numberOfSections(in controller: NestedPagingViewController) -> Int { sections.count }

    public func nestedPaging(_ controller: NestedPagingViewController, titleForSection section: Int) -> String { sections[section].title }

    public func nestedPaging(_ controller: NestedPagingViewController, numberOfPagesInSection section: Int) -> Int { sections[section].pages.count }

    public func nestedPaging(_ controller: NestedPagingViewController, titleForPageAt indexPath: IndexPath) -> String {
        sections[indexPath.section].pages[indexPath.item]
    }

    public func nestedPaging(_ controller: NestedPagingViewController, viewControllerForPageAt indexPath: IndexPath) -> UIViewController {
        UIHostingController(rootView: page(indexPath))
    }

    public func nestedPaging(_ controller: NestedPagingViewController, didShowPageAt indexPath: IndexPath) { onShow(indexPath) }
}
#endif
