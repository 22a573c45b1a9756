#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeUIKit
    import UIKit

    /// Now Playing in the full player: the cover carousel (covers are the app's image
    /// views), and under it a stand-alone scrubber and transport row driving it.
    @MainActor
    final class NowPlayingViewController: UIViewController, CoverCarouselViewDataSource, CoverCarouselViewDelegate {
        private let carousel = CoverCarouselView()
        private let scrubber = ScrubberSlider(frame: .zero)
        private let transport = TransportControlsView(frame: .zero)

        override func loadView() {
            view = carousel
            carousel.dataSource = self
            carousel.delegate = self
            transport.onTap = { [weak carousel] button in carousel?.perform(button) }
            scrubber.addTarget(self, action: #selector(scrubbed(_:)), for: .valueChanged)
            for control in [scrubber, transport] as [UIView] { carousel.addSubview(control) }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrubber.bounds = CGRect(x: 0, y: 0, width: 340, height: 28)
            scrubber.layer.position = CGPoint(x: 195, y: 700)
            transport.bounds = CGRect(x: 0, y: 0, width: 390, height: 80)
            transport.layer.position = CGPoint(x: 195, y: 760)
        }

        func numberOfCovers(in carousel: CoverCarouselView) -> Int { Demo.queue.count }

        func coverCarousel(_ carousel: CoverCarouselView, itemForCoverAt index: Int) -> CoverCarouselItem { Demo.queue[index] }

        func coverCarousel(_ carousel: CoverCarouselView, viewForCoverAt index: Int) -> UIView {
            UIImageView(image: UIImage(systemName: "opticaldisc"))
        }

        func coverCarousel(_ carousel: CoverCarouselView, didChangeTrackTo index: Int) {
            transport.isPlaying = carousel.reading?.isPlaying ?? false
        }

        @objc private func scrubbed(_ sender: ScrubberSlider) {
            let track = carousel.reading?.track ?? 0
            carousel.seek(to: Double(sender.value) * Demo.queue[track].duration)
        }
    }
#endif
