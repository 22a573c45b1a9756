#if canImport(UIKit)
    import CrossfadeUIKit
    import UIKit

    /// Spotify's lyric cards, each card the app's own label.
    @MainActor
    final class LyricsViewController: UIViewController, CardStackViewDataSource, CardStackViewDelegate {
        private let stack = CardStackView()

        override func loadView() {
            view = stack
            stack.delegate = self
            stack.dataSource = self
        }

        func numberOfCards(in cardStack: CardStackView) -> Int { Demo.lyrics.count }

        func cardStack(_ cardStack: CardStackView, viewForCardAt index: Int) -> UIView {
            let label = UILabel(frame: .zero)
            label.text = Demo.lyrics[index]
            label.numberOfLines = 0
            label.textAlignment = .center
            label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
            label.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            label.layer.backgroundColor = UIColor(red: 0.55, green: 0.23, blue: 0.18, alpha: 1).cgColor
            return label
        }

        func cardStack(_ cardStack: CardStackView, didSwapFrom index: Int, to newIndex: Int) {
            print("now showing line \(newIndex)")
        }
    }
#endif
