extension CoverCarousel {
    // The carousel itself shows its catalogue's tracks. These are the titles and
    // artists it used to show, kept only because library-pager's rows and the
    // showcase's home screen still read them; they go when those move onto the
    // catalogue (issue 26).
    static let titles = ["Midnight City", "Holocene", "Teardrop", "Nightcall", "Dreams", "Breathe", "Ocean Eyes", "Redbone",
                         "Intro", "Motion Sickness", "Retrograde", "Nude"]
    static let artists = ["M83", "Bon Iver", "Massive Attack", "Kavinsky", "Fleetwood Mac", "Télépopmusik", "Billie Eilish",
                          "Childish Gambino", "The xx", "Phoebe Bridgers", "James Blake", "Radiohead"]
}
