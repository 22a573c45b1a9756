import CrossfadeMotion
import CrossfadeScene

/// The showcase's own screens: Home (recently played tiles and mixes with
/// generated artwork), Search (a field and category tiles) and the tab bar.
enum ShowcaseScreens {
    static let tabTitles = ["Home", "Search", "Your Library"]

    static func tabBar(_ c: Showcase.Configuration) -> Layer {
        let w = c.width, width = w / 3
        let items = tabTitles.enumerated().map { index, title -> Layer in
            let slot = c.rtl ? 2 - index : index
            let color = index == 2 ? Palette.primaryText : Palette.secondaryText
            return Layer(id: c.id("tab.\(index)"), frame: Rect(x: Double(slot) * width, y: 0, width: width, height: c.tabBarHeight), children: [
                Layer(id: c.id("tab.\(index).icon"), frame: Rect(x: (width - 24) / 2, y: 6, width: 24, height: 24),
                      content: .path(ShowcaseSymbols.tab(index, size: 24, color: color)), isHitTestable: false),
                .text(c.id("tab.\(index).title"), title, frame: Rect(x: 0, y: 32, width: width, height: 14), size: 10, weight: .medium,
                      color: color, alignment: .center),
            ])
        }
        return Layer(id: c.id("tabBar"), frame: Rect(x: 0, y: c.height - c.tabBarTotal, width: w, height: c.tabBarTotal),
                     fill: Color(hex: 0x0D0D0D, alpha: 0.96), children: items)
    }

    /// Lights the selected tab's icon and title (written only when it changes).
    static func selectTab(_ selected: Int, in bar: inout Layer, _ c: Showcase.Configuration) {
        for index in bar.children.indices {
            let color = index == selected ? Palette.primaryText : Palette.secondaryText
            guard bar.children[index].children.count == 2, case .text(let title)? = bar.children[index].children[1].content,
                  title.color != color else { continue }
            bar.children[index].children[1].setTextColor(color)
            bar.children[index].children[0].content = .path(ShowcaseSymbols.tab(index, size: 24, color: color))
        }
    }

    /// Home's items and the tracks they play, from the catalogue: up to six recently
    /// played tiles (tracks 0…5) and three mixes (tracks 6, 7, 8, cycling through a
    /// shorter catalogue), each named by its track.
    enum HomeItems {
        static let tileCount = 6, mixCount = 3

        static func tiles(_ c: Showcase.Configuration) -> Range<Int> { 0..<min(tileCount, max(1, c.catalogue.tracks.count)) }
        static func mixTrack(_ index: Int) -> Int { tileCount + index }
        static func tileTitle(_ index: Int, _ c: Showcase.Configuration) -> String { c.catalogue.track(index).title }
        static func mixTitle(_ index: Int, _ c: Showcase.Configuration) -> String {
            let artist = c.catalogue.track(mixTrack(index)).artist
            return artist.isEmpty ? "Daily Mix \(index + 1)" : artist + " Mix"
        }
        /// The track index a mix plays: the catalogue's, cycling.
        static func playedTrack(ofMix index: Int, _ c: Showcase.Configuration) -> Int {
            let count = max(1, c.catalogue.tracks.count)
            return mixTrack(index) % count
        }
    }

    /// Home: a greeting, six recently played tiles in two columns, and a row of mixes.
    static func home(_ c: Showcase.Configuration) -> Layer {
        let w = c.width, m = 16.0, top = c.topSafeArea
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        func x(_ value: Double, _ width: Double) -> Double { c.rtl ? w - value - width : value }
        var children: [Layer] = [
            .text(c.id("home.title"), "Good evening", frame: Rect(x: m, y: top + 12, width: w - 2 * m, height: 32), size: 24, weight: .bold,
                  alignment: align),
        ]
        let tileWidth = (w - 2 * m - 8) / 2, tileHeight = 56.0
        for index in HomeItems.tiles(c) {
            let column = Double(index % 2), row = Double(index / 2)
            let frame = Rect(x: x(m + column * (tileWidth + 8), tileWidth), y: top + 56 + row * (tileHeight + 8), width: tileWidth, height: tileHeight)
            children.append(Layer(id: c.id("home.tile.\(index)"), frame: frame, cornerRadius: CornerRadius(4), fill: Color(hex: 0x2A2A2A),
                                  clipsToBounds: true, children: [
                Layer(id: c.id("home.tile.\(index).art"), frame: Rect(x: c.rtl ? tileWidth - tileHeight : 0, y: 0, width: tileHeight, height: tileHeight),
                      content: .artwork(c.catalogue.artwork(ofTrack: index)), isHitTestable: false),
                .text(c.id("home.tile.\(index).title"), HomeItems.tileTitle(index, c),
                      frame: Rect(x: c.rtl ? 8 : tileHeight + 8, y: 0, width: max(1, tileWidth - tileHeight - 16), height: tileHeight), size: 13,
                      weight: .bold, alignment: align),
            ]))
        }
        let mixesTop = top + 56 + 3 * (tileHeight + 8) + 20
        children.append(.text(c.id("home.section"), "Made for you", frame: Rect(x: m, y: mixesTop, width: w - 2 * m, height: 28), size: 20,
                              weight: .bold, alignment: align))
        let mix = min(150, (w - 2 * m - 24) / 2.3)
        for index in 0..<HomeItems.mixCount {
            let track = HomeItems.playedTrack(ofMix: index, c)
            let frame = Rect(x: x(m + Double(index) * (mix + 12), mix), y: mixesTop + 40, width: mix, height: mix + 40)
            children.append(Layer(id: c.id("home.mix.\(index)"), frame: frame, children: [
                Layer(id: c.id("home.mix.\(index).art"), frame: Rect(x: 0, y: 0, width: mix, height: mix), cornerRadius: CornerRadius(6),
                      content: .artwork(c.catalogue.artwork(ofTrack: track)), isHitTestable: false),
                .text(c.id("home.mix.\(index).title"), HomeItems.mixTitle(index, c), frame: Rect(x: 0, y: mix + 6, width: mix, height: 18),
                      size: 13, weight: .semibold, alignment: align),
                .text(c.id("home.mix.\(index).subtitle"), c.catalogue.track(track).title, frame: Rect(x: 0, y: mix + 24, width: mix, height: 16), size: 12,
                      color: Palette.secondaryText, alignment: align),
            ]))
        }
        return Layer(id: c.id("home"), frame: c.contentFrame, fill: Palette.background, clipsToBounds: true, isHitTestable: false, children: children)
    }

    /// The track a tap on a home item plays (tiles are their own tracks, mixes cycle from track 6).
    static func homeTrack(forID id: String, _ c: Showcase.Configuration) -> Int? {
        for index in HomeItems.tiles(c) where id == c.id("home.tile.\(index)") || id.hasPrefix(c.id("home.tile.\(index).")) { return index }
        for index in 0..<HomeItems.mixCount where id == c.id("home.mix.\(index)") || id.hasPrefix(c.id("home.mix.\(index).")) {
            return HomeItems.playedTrack(ofMix: index, c)
        }
        return nil
    }

    /// Search: a field and a grid of coloured category tiles.
    static func search(_ c: Showcase.Configuration) -> Layer {
        let w = c.width, m = 16.0, top = c.topSafeArea
        let align: TextContent.Alignment = c.rtl ? .trailing : .leading
        var children: [Layer] = [
            .text(c.id("search.title"), "Search", frame: Rect(x: m, y: top + 12, width: w - 2 * m, height: 32), size: 24, weight: .bold, alignment: align),
            Layer(id: c.id("search.field"), frame: Rect(x: m, y: top + 56, width: w - 2 * m, height: 44), cornerRadius: CornerRadius(6), fill: .white,
                  children: [.text(c.id("search.field.placeholder"), "What do you want to listen to?", frame: Rect(x: 14, y: 0, width: w - 2 * m - 28, height: 44),
                                   size: 15, weight: .semibold, color: Color(hex: 0x535353), alignment: align)]),
            .text(c.id("search.browse"), "Browse all", frame: Rect(x: m, y: top + 116, width: w - 2 * m, height: 24), size: 16, weight: .bold,
                  alignment: align),
        ]
        let names = ["Podcasts", "Made For You", "New Releases", "Pop", "Hip-Hop", "Indie"]
        let tile = (w - 2 * m - 12) / 2
        for (index, name) in names.enumerated() {
            let column = Double(index % 2), row = Double(index / 2)
            let x = c.rtl ? w - m - tile - column * (tile + 12) : m + column * (tile + 12)
            children.append(Layer(id: c.id("search.category.\(index)"), frame: Rect(x: x, y: top + 152 + row * 108, width: tile, height: 96),
                                  cornerRadius: CornerRadius(6), fill: Palette.trackColor(index + 2), children: [
                .text(c.id("search.category.\(index).title"), name, frame: Rect(x: 12, y: 10, width: tile - 24, height: 22), size: 15, weight: .bold,
                      alignment: align),
            ]))
        }
        return Layer(id: c.id("search"), frame: c.contentFrame, fill: Palette.background, clipsToBounds: true, isHitTestable: false, children: children)
    }
}

/// The showcase's icons, as vector paths in a size × size box.
enum ShowcaseSymbols {
    static func tab(_ index: Int, size s: Double, color: Color) -> VectorPath {
        switch index {
        case 0:  // a house
            return VectorPath([.move(Point(x: s * 0.15, y: s * 0.45)), .line(Point(x: s * 0.5, y: s * 0.15)), .line(Point(x: s * 0.85, y: s * 0.45)),
                               .move(Point(x: s * 0.25, y: s * 0.38)), .line(Point(x: s * 0.25, y: s * 0.85)), .line(Point(x: s * 0.75, y: s * 0.85)),
                               .line(Point(x: s * 0.75, y: s * 0.38))], stroke: color, lineWidth: 2, fill: nil)
        case 1:  // a magnifier
            return VectorPath([.move(Point(x: s * 0.42, y: s * 0.12)), .curve(to: Point(x: s * 0.72, y: s * 0.42), control1: Point(x: s * 0.6, y: s * 0.12),
                                                                              control2: Point(x: s * 0.72, y: s * 0.25)),
                               .curve(to: Point(x: s * 0.42, y: s * 0.72), control1: Point(x: s * 0.72, y: s * 0.6), control2: Point(x: s * 0.6, y: s * 0.72)),
                               .curve(to: Point(x: s * 0.12, y: s * 0.42), control1: Point(x: s * 0.25, y: s * 0.72), control2: Point(x: s * 0.12, y: s * 0.6)),
                               .curve(to: Point(x: s * 0.42, y: s * 0.12), control1: Point(x: s * 0.12, y: s * 0.25), control2: Point(x: s * 0.25, y: s * 0.12)),
                               .move(Point(x: s * 0.64, y: s * 0.64)), .line(Point(x: s * 0.88, y: s * 0.88))], stroke: color, lineWidth: 2, fill: nil)
        default:  // books on a shelf
            return VectorPath([.move(Point(x: s * 0.2, y: s * 0.12)), .line(Point(x: s * 0.2, y: s * 0.88)), .move(Point(x: s * 0.4, y: s * 0.12)),
                               .line(Point(x: s * 0.4, y: s * 0.88)), .move(Point(x: s * 0.58, y: s * 0.16)), .line(Point(x: s * 0.82, y: s * 0.86))],
                              stroke: color, lineWidth: 2, fill: nil)
        }
    }

    static func heart(size s: Double, filled: Bool) -> VectorPath {
        VectorPath([.move(Point(x: s * 0.5, y: s * 0.85)),
                    .curve(to: Point(x: s * 0.08, y: s * 0.35), control1: Point(x: s * 0.3, y: s * 0.7), control2: Point(x: s * 0.08, y: s * 0.55)),
                    .curve(to: Point(x: s * 0.5, y: s * 0.25), control1: Point(x: s * 0.08, y: s * 0.1), control2: Point(x: s * 0.4, y: s * 0.05)),
                    .curve(to: Point(x: s * 0.92, y: s * 0.35), control1: Point(x: s * 0.6, y: s * 0.05), control2: Point(x: s * 0.92, y: s * 0.1)),
                    .curve(to: Point(x: s * 0.5, y: s * 0.85), control1: Point(x: s * 0.92, y: s * 0.55), control2: Point(x: s * 0.7, y: s * 0.7)), .close],
                   stroke: filled ? nil : .white, lineWidth: 1.8, fill: filled ? Palette.accent : nil)
    }

    static func devices(size s: Double) -> VectorPath {
        VectorPath([.move(Point(x: s * 0.1, y: s * 0.2)), .line(Point(x: s * 0.6, y: s * 0.2)), .line(Point(x: s * 0.6, y: s * 0.8)),
                    .line(Point(x: s * 0.1, y: s * 0.8)), .close, .move(Point(x: s * 0.72, y: s * 0.35)), .line(Point(x: s * 0.9, y: s * 0.35)),
                    .line(Point(x: s * 0.9, y: s * 0.8)), .line(Point(x: s * 0.72, y: s * 0.8)), .close], stroke: .white, lineWidth: 1.6, fill: nil)
    }

    static func queue(size s: Double) -> VectorPath {
        VectorPath([.move(Point(x: s * 0.1, y: s * 0.25)), .line(Point(x: s * 0.9, y: s * 0.25)), .move(Point(x: s * 0.1, y: s * 0.5)),
                    .line(Point(x: s * 0.9, y: s * 0.5)), .move(Point(x: s * 0.1, y: s * 0.75)), .line(Point(x: s * 0.6, y: s * 0.75))],
                   stroke: .white, lineWidth: 1.8, fill: nil)
    }

    /// A speech bubble with a line of text: the lyrics.
    static func lyrics(size s: Double) -> VectorPath {
        VectorPath([.move(Point(x: s * 0.1, y: s * 0.15)), .line(Point(x: s * 0.9, y: s * 0.15)), .line(Point(x: s * 0.9, y: s * 0.7)),
                    .line(Point(x: s * 0.4, y: s * 0.7)), .line(Point(x: s * 0.2, y: s * 0.88)), .line(Point(x: s * 0.2, y: s * 0.7)),
                    .line(Point(x: s * 0.1, y: s * 0.7)), .close, .move(Point(x: s * 0.28, y: s * 0.42)), .line(Point(x: s * 0.72, y: s * 0.42))],
                   stroke: .white, lineWidth: 1.6, fill: nil)
    }
}
