#if canImport(UIKit)
    import CrossfadeUIKit
    import Foundation
    import UIKit

    /// Your Library: sections of pages, each page the app's own view controller.
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

        func nestedPaging(_ controller: NestedPagingViewController, viewControllerForPageAt indexPath: IndexPath) -> UIViewController {
            PageViewController(title: sections[indexPath.section].1[indexPath.item])
        }
    }

    /// One library page: its title and an Up Next button presenting the queue as a card.
    @MainActor
    final class PageViewController: UIViewController {
        private let pageTitle: String

        init(title: String) {
            pageTitle = title
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "list.bullet"), for: .normal)
            button.accessibilityLabel = "\(pageTitle): Up Next"
            button.addTarget(self, action: #selector(showQueue(_:)), for: .touchUpInside)
            view = button
        }

        @objc private func showQueue(_ sender: UIButton) {
            presentCard(QueueViewController(nibName: nil, bundle: nil), animated: true)
        }
    }
#endif
