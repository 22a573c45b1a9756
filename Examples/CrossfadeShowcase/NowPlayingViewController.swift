#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import UIKit

    /// Now Playing in the full player: the cover carousel over the app's queue, each
    /// cover the app's image view. The carousel draws the track's title and artist,
    /// the scrubber and the transport row beneath the covers itself, so the app adds
    /// no controls of its own (`ScrubberSlider` and `TransportControlsView` are for a
    /// screen without the carousel).
    @MainActor
    final class NowPlayingViewController: UIViewController, CoverCarouselViewDataSource {
        private let carousel = CoverCarouselView()

        override func loadView() {
            view = carousel
            carousel.dataSource = self
        }

        func numberOfCovers(in carousel: CoverCarouselView) -> Int { Demo.queue.count }

        func coverCarousel(_ carousel: CoverCarouselView, itemForCoverAt index: Int) -> CoverCarouselItem { Demo.queue[index] }

        func coverCarousel(_ carousel: CoverCarouselView, viewForCoverAt index: Int) -> UIView {
            UIImageView(image: UIImage(systemName: "opticaldisc"))
        }
    }
#endif
