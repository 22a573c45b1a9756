#if canImport(UIKit)
    import CrossfadeUIKit
    import Foundation
    import UIKit

    /// Your Library: sections of pages, each page the app's own view controller (a
    /// table view the pager scrolls), removed by the pager once it is no longer shown.
    @MainActor
    final class LibraryViewController: NestedPagingViewController, NestedPagingViewControllerDataSource {
        private let sections = [("Music", ["Playlists", "Artists", "Albums"]), ("Podcasts", ["Episodes", "Downloads", "Shows"])]

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
        }

        func numberOfSections(in controller: NestedPagingViewController) -> Int { sections.count }

        func nestedPaging(_ controller: NestedPagingViewController, titleForSection section: Int) -> String { sections[section].0 }

        func nestedPaging(_ controller: NestedPagingViewController, numberOfPagesInSection section: Int) -> Int { sections[section].1.count }

        func nestedPaging(_ controller: NestedPagingViewController, titleForPageAt indexPath: IndexPath) -> String {
            sections[indexPath.section].1[indexPath.item]
        }

        /// Each page is a list of the queue; a row presents the queue as a card.
        func nestedPaging(_ controller: NestedPagingViewController, viewControllerForPageAt indexPath: IndexPath) -> UIViewController {
            TrackListViewController(tracks: Demo.queue) { [weak self] _ in self?.showQueue() }
        }

        private func showQueue() {
            let queue = QueueViewController(tracks: Demo.queue)
            queue.title = "Up Next"  // the card draws its controller's title, and none without one
            presentCard(queue, animated: true, detents: [.medium, .large])
        }
    }
#endif
