#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Supplies a nested paging controller's sections and pages, keyed by index
    /// path (`section`, and `item` for the page in it).
    @MainActor
    public protocol NestedPagingViewControllerDataSource: AnyObject {
        func numberOfSections(in controller: NestedPagingViewController) -> Int
        /// The section's title (Music, Podcasts).
        func nestedPaging(_ controller: NestedPagingViewController, titleForSection section: Int) -> String
        func nestedPaging(_ controller: NestedPagingViewController, numberOfPagesInSection section: Int) -> Int
        /// The page's title, shown in the row the indicator moves under (Playlists, Artists…).
        func nestedPaging(_ controller: NestedPagingViewController, titleForPageAt indexPath: IndexPath) -> String
        /// The page's view controller (made a child while its page is shown).
        func nestedPaging(_ controller: NestedPagingViewController, viewControllerForPageAt indexPath: IndexPath) -> UIViewController
    }

    /// Hears which page a nested paging controller came to rest on.
    @MainActor
    public protocol NestedPagingViewControllerDelegate: AnyObject {
        func nestedPaging(_ controller: NestedPagingViewController, didShowPageAt indexPath: IndexPath)
    }
#endif
