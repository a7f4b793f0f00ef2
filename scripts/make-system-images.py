#!/usr/bin/python3
"""Writes Sources/LimnerGraphics/SystemImages/SystemImageOutlines.swift: the outlines of the
icons `Image(systemName:)` draws, taken from Debian's fonts-material-design-icons-iconfont
(Material Icons, Apache-2.0; see licenses/MaterialIcons-LICENSE.txt).

Each SF Symbols name we support maps to one Material icon; its glyph outline is written as
SVG path data in a 24×24 box (y down), the icon font's own design grid.

Needs Debian's python3-fonttools and fonts-material-design-icons-iconfont:
    apt-get install python3-fonttools fonts-material-design-icons-iconfont
    /usr/bin/python3 scripts/make-system-images.py
"""
import os
import re
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
CODEPOINTS = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "LimnerGraphics", "SystemImages",
                   "SystemImageOutlines.swift")

# SF Symbols name -> Material Icons name. Outline SF names take Material's outlined variant
# where the font has one, `.fill` names the filled one.
SYMBOLS = {
    "house": "cottage", "house.fill": "home",
    "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
    "heart": "favorite_border", "heart.fill": "favorite",
    "circle": "radio_button_unchecked", "circle.fill": "circle",
    "square": "check_box_outline_blank", "square.fill": "square",
    "checkmark": "check", "xmark": "close", "plus": "add", "minus": "remove",
    "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "person": "person_outline", "person.fill": "person", "person.2": "group",
    "person.badge.plus": "person_add",
    "bell": "notifications_none", "bell.fill": "notifications",
    "trash": "delete_outline", "trash.fill": "delete",
    "pencil": "edit", "magnifyingglass": "search",
    "cloud": "cloud_queue", "cloud.fill": "cloud",
    "sun.max": "light_mode", "sun.max.fill": "wb_sunny",
    "moon": "dark_mode", "moon.fill": "mode_night",
    "bolt": "flash_on", "bolt.fill": "bolt",
    "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause",
    "stop": "stop", "stop.fill": "stop",
    "arrow.right": "arrow_forward", "arrow.left": "arrow_back",
    "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
    "chevron.right": "chevron_right", "chevron.left": "chevron_left",
    "chevron.up": "expand_less", "chevron.down": "expand_more",
    "arrow.clockwise": "refresh", "info.circle": "info_outline", "info.circle.fill": "info",
    "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
    "questionmark.circle": "help_outline",
    "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
    "lock": "lock", "lock.fill": "lock", "lock.open": "lock_open",
    "calendar": "calendar_today", "photo": "photo", "camera": "photo_camera", "camera.fill": "photo_camera",
    "folder": "folder_open", "folder.fill": "folder", "doc": "description", "doc.text": "description",
    "square.and.arrow.up": "ios_share", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
    "mappin": "place", "mappin.and.ellipse": "location_on", "location": "location_on",
    "music.note": "music_note", "mic": "mic_none", "mic.fill": "mic", "video": "videocam", "video.fill": "videocam",
    "clock": "schedule", "paperplane": "send", "paperplane.fill": "send",
    "line.3.horizontal": "menu", "ellipsis": "more_horiz",
    "eye": "visibility", "eye.slash": "visibility_off",
    "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up",
    "cart": "shopping_cart", "cart.fill": "shopping_cart",
    "flag": "outlined_flag", "flag.fill": "flag", "key": "key", "key.fill": "vpn_key",
    "globe": "public", "network": "language",
    "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
    "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
    "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
    "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
    "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
    "wifi": "wifi", "battery.100": "battery_full",
    "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off",
    "gift": "card_giftcard", "tag": "local_offer", "drop": "water_drop", "drop.fill": "water_drop",
}


# The names apps use most beyond the first set (weather, people, money, charts, media,
# devices, health, status). A name already above keeps its icon.
EXTRA_SYMBOLS = {
    # People and accounts
    "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle",
    "person.circle": "account_circle", "person.circle.fill": "account_circle",
    "person.2.fill": "group", "person.3": "groups", "person.3.fill": "groups",
    "person.crop.square": "account_box", "person.crop.square.fill": "account_box",
    "person.badge.minus": "person_remove", "person.crop.circle.badge.plus": "person_add_alt",
    "person.crop.circle.badge.checkmark": "how_to_reg", "person.text.rectangle": "badge",
    "figure.walk": "directions_walk", "figure.run": "directions_run", "figure.wave": "emoji_people",
    "figure.stand": "accessibility_new", "figure.hiking": "hiking", "figure.pool.swim": "pool",
    "figure.outdoor.cycle": "directions_bike", "bicycle": "directions_bike", "figure.roll": "accessible",
    "figure.2.and.child.holdinghands": "family_restroom", "brain": "psychology", "brain.head.profile": "psychology",
    # Sparkles, fire, nature
    "sparkles": "auto_awesome", "sparkle": "auto_awesome", "wand.and.stars": "auto_fix_high",
    "flame": "local_fire_department", "flame.fill": "local_fire_department",
    "leaf": "eco", "leaf.fill": "eco", "tree": "park", "tree.fill": "park", "pawprint": "pets", "pawprint.fill": "pets",
    "ant": "bug_report", "ladybug": "bug_report", "ladybug.fill": "bug_report", "bolt.heart": "monitor_heart",
    "globe.americas": "public", "globe.americas.fill": "public", "globe.europe.africa": "public",
    "mountain.2": "landscape", "mountain.2.fill": "landscape",
    # Weather
    "cloud.sun": "wb_cloudy", "cloud.sun.fill": "wb_cloudy", "cloud.rain": "umbrella", "cloud.rain.fill": "umbrella",
    "cloud.heavyrain": "umbrella", "cloud.heavyrain.fill": "umbrella", "cloud.drizzle": "grain", "cloud.drizzle.fill": "grain",
    "cloud.bolt": "thunderstorm", "cloud.bolt.fill": "thunderstorm", "cloud.bolt.rain": "thunderstorm",
    "cloud.bolt.rain.fill": "thunderstorm", "cloud.snow": "ac_unit", "cloud.snow.fill": "ac_unit", "snowflake": "ac_unit",
    "cloud.fog": "foggy", "cloud.fog.fill": "foggy", "cloud.moon": "nights_stay", "cloud.moon.fill": "nights_stay",
    "sun.min": "brightness_low", "sun.min.fill": "brightness_low", "sun.haze": "wb_twilight", "sun.haze.fill": "wb_twilight",
    "sunrise": "wb_twilight", "sunrise.fill": "wb_twilight", "sunset": "wb_twilight", "sunset.fill": "wb_twilight",
    "moon.stars": "nights_stay", "moon.stars.fill": "nights_stay", "moon.zzz": "bedtime", "moon.zzz.fill": "bedtime",
    "wind": "air", "tornado": "cyclone", "hurricane": "cyclone", "thermometer": "thermostat",
    "thermometer.sun": "thermostat", "thermometer.medium": "thermostat", "humidity": "water_drop", "humidity.fill": "water_drop",
    "umbrella": "umbrella", "umbrella.fill": "umbrella", "rainbow": "looks", "aqi.medium": "blur_on",
    # Money and commerce
    "creditcard": "credit_card", "creditcard.fill": "credit_card", "dollarsign": "attach_money",
    "dollarsign.circle": "monetization_on", "dollarsign.circle.fill": "monetization_on", "eurosign": "euro",
    "eurosign.circle": "euro", "eurosign.circle.fill": "euro", "banknote": "payments", "banknote.fill": "payments",
    "bag": "shopping_bag", "bag.fill": "shopping_bag", "basket": "shopping_basket", "basket.fill": "shopping_basket",
    "cart.badge.plus": "add_shopping_cart", "giftcard": "card_giftcard", "gift.fill": "card_giftcard",
    "tag.fill": "local_offer", "tag.circle": "local_offer", "percent": "percent", "chart.line.uptrend.xyaxis": "trending_up",
    "storefront": "storefront", "storefront.fill": "storefront", "building.columns": "account_balance",
    "building.columns.fill": "account_balance", "wallet.pass": "account_balance_wallet", "wallet.pass.fill": "account_balance_wallet",
    "receipt": "receipt", "shippingbox": "inventory_2", "shippingbox.fill": "inventory_2",
    # Charts and data
    "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.bar.xaxis": "bar_chart",
    "chart.pie": "pie_chart", "chart.pie.fill": "pie_chart", "chart.xyaxis.line": "show_chart",
    "chart.line.downtrend.xyaxis": "trending_down", "arrow.up.right": "north_east", "arrow.down.right": "south_east",
    "arrow.up.left": "north_west", "arrow.down.left": "south_west", "arrow.triangle.2.circlepath": "sync",
    "arrow.2.squarepath": "repeat", "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo",
    "arrow.counterclockwise": "replay", "arrow.up.circle": "arrow_circle_up", "arrow.up.circle.fill": "arrow_circle_up",
    "arrow.down.circle": "arrow_circle_down", "arrow.down.circle.fill": "arrow_circle_down",
    "arrow.right.circle": "arrow_circle_right", "arrow.right.circle.fill": "arrow_circle_right",
    "arrow.left.circle": "arrow_circle_left", "arrow.left.circle.fill": "arrow_circle_left",
    "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz", "arrow.up.and.down": "height",
    "arrow.up.right.square": "open_in_new", "arrow.down.to.line": "download", "arrow.up.to.line": "upload",
    "square.and.arrow.down": "download", "square.and.arrow.up.fill": "ios_share", "arrow.down.doc": "file_download",
    "arrow.triangle.branch": "call_split", "arrow.triangle.merge": "call_merge", "arrow.up.forward": "north_east",
    "chevron.left.forwardslash.chevron.right": "code", "chevron.right.circle": "chevron_right",
    "chevron.compact.down": "expand_more", "chevron.compact.up": "expand_less", "chevron.backward": "chevron_left",
    "chevron.forward": "chevron_right", "arrow.backward": "arrow_back", "arrow.forward": "arrow_forward",
    "list.bullet": "format_list_bulleted", "list.number": "format_list_numbered", "list.dash": "list",
    "list.bullet.rectangle": "list_alt", "checklist": "checklist", "line.3.horizontal.decrease": "filter_list",
    "line.3.horizontal.decrease.circle": "filter_list", "slider.horizontal.3": "tune", "square.grid.2x2": "grid_view",
    "square.grid.2x2.fill": "grid_view", "square.grid.3x3": "apps", "rectangle.grid.1x2": "view_agenda",
    "square.stack": "layers", "square.stack.fill": "layers", "square.stack.3d.up": "layers", "square.stack.3d.up.fill": "layers",
    "rectangle.stack": "layers", "rectangle.stack.fill": "layers", "square.on.square": "content_copy", "doc.on.doc": "content_copy",
    "doc.on.clipboard": "content_paste", "clipboard": "content_paste", "scissors": "content_cut",
    "number": "tag", "textformat": "text_fields", "bold": "format_bold", "italic": "format_italic",
    "underline": "format_underlined", "strikethrough": "strikethrough_s", "textformat.size": "format_size",
    "text.alignleft": "format_align_left", "text.aligncenter": "format_align_center", "text.alignright": "format_align_right",
    "quote.bubble": "format_quote", "quote.opening": "format_quote",
    # Communication
    "message": "message", "message.fill": "message", "bubble.right": "chat_bubble_outline", "bubble.right.fill": "chat_bubble",
    "bubble.left.and.bubble.right": "forum", "bubble.left.and.bubble.right.fill": "forum", "text.bubble": "textsms",
    "text.bubble.fill": "textsms", "envelope.open": "drafts", "envelope.open.fill": "drafts", "envelope.badge": "mark_email_unread",
    "tray": "inbox", "tray.fill": "inbox", "tray.full": "inbox", "tray.and.arrow.down": "move_to_inbox",
    "archivebox": "archive", "archivebox.fill": "archive", "phone.circle": "phone", "phone.circle.fill": "phone",
    "phone.down": "call_end", "phone.down.fill": "call_end", "phone.arrow.up.right": "call_made",
    "video.slash": "videocam_off", "mic.slash": "mic_off", "mic.slash.fill": "mic_off", "antenna.radiowaves.left.and.right": "podcasts",
    "dot.radiowaves.left.and.right": "wifi_tethering", "at": "alternate_email", "link": "link", "link.circle": "link",
    "paperclip": "attach_file", "megaphone": "campaign", "megaphone.fill": "campaign", "bell.badge": "notifications_active",
    "bell.badge.fill": "notifications_active", "bell.slash": "notifications_off", "bell.slash.fill": "notifications_off",
    "hand.raised": "pan_tool", "hand.raised.fill": "pan_tool", "hand.wave": "waving_hand", "hand.wave.fill": "waving_hand",
    "hand.thumbsdown": "thumb_down_off_alt", "hand.thumbsdown.fill": "thumb_down", "hand.tap": "touch_app", "hand.tap.fill": "touch_app",
    "hand.point.up.left": "touch_app", "hands.clap": "celebration", "hands.clap.fill": "celebration", "party.popper": "celebration",
    "party.popper.fill": "celebration", "face.smiling": "sentiment_satisfied", "face.smiling.fill": "sentiment_satisfied_alt",
    "face.dashed": "sentiment_neutral",
    # Media
    "play.circle": "play_circle_outline", "play.circle.fill": "play_circle", "pause.circle": "pause_circle_outline",
    "pause.circle.fill": "pause_circle", "stop.circle": "stop_circle", "stop.circle.fill": "stop_circle",
    "backward": "fast_rewind", "backward.fill": "fast_rewind", "forward": "fast_forward", "forward.fill": "fast_forward",
    "backward.end": "skip_previous", "backward.end.fill": "skip_previous", "forward.end": "skip_next", "forward.end.fill": "skip_next",
    "gobackward": "replay", "goforward": "forward_10", "shuffle": "shuffle", "repeat": "repeat", "repeat.1": "repeat_one",
    "music.note.list": "queue_music", "music.mic": "mic_external_on", "headphones": "headphones", "airpods": "headphones",
    "hifispeaker": "speaker", "hifispeaker.fill": "speaker", "radio": "radio", "tv": "tv", "tv.fill": "tv",
    "film": "movie", "film.fill": "movie", "photo.fill": "photo", "photo.on.rectangle": "photo_library",
    "photo.stack": "photo_library", "photo.stack.fill": "photo_library", "camera.rotate": "flip_camera_ios",
    "camera.viewfinder": "center_focus_strong", "livephoto": "motion_photos_on", "speaker": "volume_mute",
    "speaker.fill": "volume_mute", "speaker.wave.1": "volume_down", "speaker.wave.3": "volume_up", "speaker.wave.3.fill": "volume_up",
    "speaker.slash.fill": "volume_off", "waveform": "graphic_eq", "waveform.path": "graphic_eq",
    "waveform.path.ecg": "monitor_heart", "metronome": "timer", "guitars": "music_note", "pianokeys": "piano",
    "book": "menu_book", "book.fill": "menu_book", "book.closed": "book", "book.closed.fill": "book",
    "books.vertical": "library_books", "books.vertical.fill": "library_books", "newspaper": "newspaper", "newspaper.fill": "newspaper",
    "magazine": "auto_stories", "graduationcap": "school", "graduationcap.fill": "school", "studentdesk": "school",
    "pencil.circle": "edit", "pencil.circle.fill": "edit", "square.and.pencil": "edit_note", "highlighter": "highlight",
    "paintbrush": "brush", "paintbrush.fill": "brush", "paintpalette": "palette", "paintpalette.fill": "palette",
    "eyedropper": "colorize", "ruler": "straighten", "crop": "crop", "crop.rotate": "crop_rotate",
    "lasso": "gesture", "scribble": "gesture",
    # Devices and system
    "iphone": "smartphone", "ipad": "tablet", "laptopcomputer": "laptop", "desktopcomputer": "desktop_windows",
    "display": "monitor", "applewatch": "watch", "keyboard": "keyboard", "printer": "print", "printer.fill": "print",
    "externaldrive": "storage", "internaldrive": "storage", "server.rack": "dns", "cpu": "memory", "memorychip": "memory",
    "gamecontroller": "sports_esports", "gamecontroller.fill": "sports_esports", "battery.75": "battery_5_bar",
    "battery.50": "battery_4_bar", "battery.25": "battery_2_bar", "battery.0": "battery_0_bar", "bolt.circle": "flash_on",
    "bolt.circle.fill": "flash_on", "bolt.slash": "flash_off", "bolt.slash.fill": "flash_off", "power": "power_settings_new",
    "powerplug": "power", "powerplug.fill": "power", "antenna.radiowaves.left.and.right.circle": "cell_tower",
    "wifi.slash": "wifi_off", "wifi.exclamationmark": "wifi_off", "airplane": "flight", "airplane.circle": "flight",
    "airplane.departure": "flight_takeoff", "airplane.arrival": "flight_land", "car": "directions_car", "car.fill": "directions_car",
    "bus": "directions_bus", "bus.fill": "directions_bus", "tram": "tram", "tram.fill": "tram", "train.side.front.car": "train",
    "ferry": "directions_boat", "ferry.fill": "directions_boat", "fuelpump": "local_gas_station", "fuelpump.fill": "local_gas_station",
    "bolt.car": "electric_car", "scooter": "electric_scooter", "map": "map", "map.fill": "map",
    "location.fill": "near_me", "location.circle": "my_location", "location.circle.fill": "my_location",
    "location.north": "navigation", "location.north.fill": "navigation", "mappin.circle": "place", "mappin.circle.fill": "place",
    "signpost.right": "signpost", "signpost.right.fill": "signpost", "binoculars": "explore", "binoculars.fill": "explore",
    "safari": "explore", "safari.fill": "explore", "compass.drawing": "architecture",
    "house.circle": "home", "house.circle.fill": "home", "building.2": "business", "building.2.fill": "business",
    "building": "apartment", "building.fill": "apartment", "bed.double": "bed", "bed.double.fill": "bed",
    "sofa": "weekend", "sofa.fill": "weekend", "lightbulb": "lightbulb_outline", "lightbulb.fill": "lightbulb",
    "lamp.desk": "emoji_objects", "fanblades": "air", "door.left.hand.open": "door_front", "washer": "local_laundry_service",
    "refrigerator": "kitchen", "fork.knife": "restaurant", "fork.knife.circle": "restaurant", "fork.knife.circle.fill": "restaurant",
    "cup.and.saucer": "local_cafe", "cup.and.saucer.fill": "local_cafe", "mug": "coffee", "mug.fill": "coffee",
    "wineglass": "wine_bar", "wineglass.fill": "wine_bar", "birthday.cake": "cake", "birthday.cake.fill": "cake",
    "carrot": "restaurant", "takeoutbag.and.cup.and.straw": "takeout_dining",
    "heart.circle": "favorite", "heart.circle.fill": "favorite", "heart.slash": "heart_broken", "heart.text.square": "favorite",
    "cross": "local_hospital", "cross.fill": "local_hospital", "cross.case": "medical_services", "cross.case.fill": "medical_services",
    "pills": "medication", "pills.fill": "medication", "stethoscope": "medical_services", "bandage": "healing",
    "bandage.fill": "healing", "syringe": "vaccines", "syringe.fill": "vaccines", "lungs": "air", "bed.double.circle": "hotel",
    "dumbbell": "fitness_center", "dumbbell.fill": "fitness_center", "sportscourt": "sports_basketball",
    "soccerball": "sports_soccer", "basketball": "sports_basketball", "football": "sports_football",
    "tennisball": "sports_tennis", "baseball": "sports_baseball", "trophy": "emoji_events", "trophy.fill": "emoji_events",
    "medal": "military_tech", "medal.fill": "military_tech", "rosette": "workspace_premium", "crown": "workspace_premium",
    "crown.fill": "workspace_premium", "stopwatch": "timer", "stopwatch.fill": "timer", "timer": "timer",
    "hourglass": "hourglass_empty", "hourglass.bottomhalf.filled": "hourglass_bottom", "hourglass.tophalf.filled": "hourglass_top",
    "alarm": "alarm", "alarm.fill": "alarm", "clock.fill": "schedule", "clock.arrow.circlepath": "history",
    "calendar.badge.plus": "event", "calendar.circle": "event", "calendar.circle.fill": "event",
    "calendar.badge.clock": "pending_actions", "calendar.day.timeline.left": "view_day",
    # Status and shapes
    "checkmark.seal": "verified", "checkmark.seal.fill": "verified", "checkmark.shield": "verified_user",
    "checkmark.shield.fill": "verified_user", "shield": "shield", "shield.fill": "shield", "shield.lefthalf.filled": "security",
    "lock.shield": "security", "lock.shield.fill": "security", "lock.circle": "lock", "lock.circle.fill": "lock",
    "lock.open.fill": "lock_open", "key.horizontal": "key", "faceid": "face", "touchid": "fingerprint", "exclamationmark": "priority_high",
    "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
    "exclamationmark.octagon": "report", "exclamationmark.octagon.fill": "report", "exclamationmark.bubble": "feedback",
    "questionmark": "question_mark", "questionmark.circle.fill": "help", "questionmark.square": "help_center",
    "info": "info_outline", "info.square": "info", "xmark.octagon": "dangerous", "xmark.octagon.fill": "dangerous",
    "xmark.square": "disabled_by_default", "xmark.bin": "delete_forever", "trash.circle": "delete", "trash.circle.fill": "delete",
    "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "checkmark.circle.badge.xmark": "rule",
    "plus.square": "add_box", "plus.square.fill": "add_box", "minus.square": "indeterminate_check_box",
    "minus.square.fill": "indeterminate_check_box", "plus.app": "add_box", "star.circle": "stars", "star.circle.fill": "stars",
    "star.square": "star", "star.slash": "star_border", "heart.square": "favorite", "bolt.square": "flash_on",
    "circle.lefthalf.filled": "contrast", "circle.righthalf.filled": "contrast", "circle.dashed": "data_usage",
    "circle.circle": "radio_button_checked", "circle.circle.fill": "radio_button_checked", "largecircle.fill.circle": "radio_button_checked",
    "smallcircle.filled.circle": "radio_button_checked", "record.circle": "fiber_manual_record", "circlebadge": "circle",
    "capsule": "crop_16_9", "capsule.fill": "crop_16_9", "rectangle": "crop_landscape", "rectangle.fill": "rectangle",
    "rectangle.portrait": "crop_portrait", "square.dashed": "crop_free", "triangle": "change_history",
    "triangle.fill": "change_history", "diamond": "diamond", "diamond.fill": "diamond", "hexagon": "hexagon",
    "hexagon.fill": "hexagon", "seal": "brightness_auto", "app": "check_box_outline_blank", "app.fill": "square",
    "app.badge": "notification_important", "cube": "view_in_ar", "cube.fill": "view_in_ar", "cube.transparent": "view_in_ar",
    "shippingbox.circle": "inventory_2", "puzzlepiece": "extension", "puzzlepiece.fill": "extension",
    "wrench": "build", "wrench.fill": "build", "wrench.and.screwdriver": "construction", "wrench.and.screwdriver.fill": "construction",
    "hammer": "hardware", "hammer.fill": "hardware", "screwdriver": "build", "gearshape.2": "settings_suggest",
    "gearshape.2.fill": "settings_suggest", "slider.vertical.3": "tune", "switch.2": "toggle_on", "togglepower": "power_settings_new",
    "command": "keyboard_command_key", "option": "keyboard_option_key", "delete.left": "backspace", "delete.left.fill": "backspace",
    "return": "keyboard_return", "escape": "cancel_presentation", "eject": "eject", "eject.fill": "eject",
    "qrcode": "qr_code", "qrcode.viewfinder": "qr_code_scanner", "barcode": "qr_code_2", "barcode.viewfinder": "qr_code_scanner",
    "viewfinder": "center_focus_weak", "scope": "gps_fixed", "target": "track_changes", "plus.magnifyingglass": "zoom_in",
    "minus.magnifyingglass": "zoom_out", "magnifyingglass.circle": "search", "magnifyingglass.circle.fill": "search",
    "arrow.up.left.and.arrow.down.right": "open_in_full", "arrow.down.right.and.arrow.up.left": "close_fullscreen",
    "arrow.up.and.down.and.arrow.left.and.right": "open_with", "rectangle.portrait.and.arrow.right": "logout",
    "rectangle.portrait.and.arrow.forward": "logout", "arrow.right.square": "login", "square.and.arrow.up.on.square": "share",
    "doc.fill": "description", "doc.text.fill": "description", "doc.richtext": "article", "doc.plaintext": "article",
    "doc.badge.plus": "note_add", "doc.text.magnifyingglass": "find_in_page", "doc.append": "post_add", "note.text": "sticky_note_2",
    "note.text.badge.plus": "note_add", "folder.badge.plus": "create_new_folder", "folder.circle": "folder",
    "externaldrive.fill": "storage", "icloud": "cloud_queue", "icloud.fill": "cloud", "icloud.and.arrow.up": "cloud_upload",
    "icloud.and.arrow.down": "cloud_download", "icloud.slash": "cloud_off", "arrow.clockwise.icloud": "cloud_sync",
    "square.and.arrow.down.fill": "download", "paperplane.circle": "send", "paperplane.circle.fill": "send",
    "bookmark.circle": "bookmark", "bookmark.circle.fill": "bookmark", "bookmark.slash": "bookmark_remove",
    "pin": "push_pin", "pin.fill": "push_pin", "pin.slash": "push_pin", "mappin.slash": "location_off",
    "flag.circle": "flag", "flag.circle.fill": "flag", "flag.checkered": "sports_score", "bolt.horizontal": "electric_bolt",
    "eye.fill": "visibility", "eye.slash.fill": "visibility_off", "eye.circle": "visibility", "eye.circle.fill": "visibility",
    "sun.max.circle": "wb_sunny", "sun.max.circle.fill": "wb_sunny", "moon.circle": "dark_mode", "moon.circle.fill": "dark_mode",
    "circle.hexagongrid": "hive", "atom": "science", "testtube.2": "science", "flask": "science", "flask.fill": "science",
    "function": "functions", "sum": "functions", "plusminus": "exposure", "divide": "calculate", "equal": "drag_handle",
    "multiply": "close", "x.squareroot": "functions", "infinity": "all_inclusive", "chart.bar.doc.horizontal": "summarize",
    "tablecells": "table_chart", "tablecells.fill": "table_chart", "calendar.day.timeline.right": "view_timeline",
    "square.split.2x1": "vertical_split", "sidebar.left": "view_sidebar", "sidebar.right": "view_sidebar",
    "rectangle.split.3x1": "view_week", "square.grid.3x2": "view_module", "ellipsis.circle": "more_horiz",
    "ellipsis.circle.fill": "more_horiz", "ellipsis.vertical": "more_vert", "ellipsis.rectangle": "more",
    "line.3.horizontal.circle": "menu", "line.horizontal.3": "menu", "list.bullet.circle": "list",
    "text.justify": "format_align_justify", "text.badge.plus": "playlist_add", "text.badge.checkmark": "playlist_add_check",
    "character.book.closed": "translate", "character": "title", "abc": "abc", "globe.badge.chevron.backward": "language",
    "accessibility": "accessibility", "figure.arms.open": "accessibility_new", "ear": "hearing", "hand.point.right": "back_hand",
    "nose": "face", "mouth": "face", "eyes": "remove_red_eye", "eyeglasses": "visibility", "tshirt": "checkroom",
    "tshirt.fill": "checkroom", "handbag": "shopping_bag", "handbag.fill": "shopping_bag", "suitcase": "work",
    "suitcase.fill": "work", "briefcase": "work_outline", "briefcase.fill": "work", "case": "work", "latch.2.case": "work",
    "theatermasks": "theater_comedy", "theatermasks.fill": "theater_comedy", "ticket": "confirmation_number",
    "ticket.fill": "confirmation_number", "balloon": "celebration", "balloon.fill": "celebration",
    "gift.circle": "card_giftcard", "gift.circle.fill": "card_giftcard", "hare": "speed", "hare.fill": "speed",
    "tortoise": "slow_motion_video", "tortoise.fill": "slow_motion_video", "bird": "flutter_dash", "fish": "set_meal",
    "cat": "pets", "dog": "pets", "allergens": "coronavirus", "microbe": "coronavirus",
    "drop.circle": "water_drop", "drop.circle.fill": "water_drop", "drop.triangle": "water_damage", "snowflake.circle": "ac_unit",
    "tropicalstorm": "cyclone", "sparkles.rectangle.stack": "auto_awesome_motion", "wand.and.rays": "auto_fix_normal",
    "camera.filters": "filter_vintage", "camera.aperture": "camera", "camera.circle": "photo_camera",
    "camera.circle.fill": "photo_camera", "video.circle": "videocam", "video.circle.fill": "videocam",
    "music.note.house": "speaker_group", "play.rectangle": "smart_display", "play.rectangle.fill": "smart_display",
    "play.square": "play_arrow", "play.square.fill": "play_arrow", "rectangle.on.rectangle": "filter_none",
    "pip": "picture_in_picture", "airplayvideo": "airplay", "airplayaudio": "airplay", "dot.radiowaves.right": "rss_feed",
    "checkmark.circle.trianglebadge.exclamationmark": "rule", "exclamationmark.triangle.fill": "warning",
    "list.star": "stars", "star.bubble": "reviews", "rays": "flare", "sun.dust": "grain", "circle.grid.3x3": "apps",
    "square.fill.text.grid.1x2": "view_list", "rectangle.and.pencil.and.ellipsis": "edit_note", "pencil.line": "border_color",
    "pencil.tip": "create", "eraser": "auto_fix_off", "trash.slash": "restore_from_trash", "arrow.uturn.left": "undo",
    "arrow.uturn.right": "redo", "arrow.turn.up.left": "reply", "arrowshape.turn.up.left": "reply",
    "arrowshape.turn.up.left.fill": "reply", "arrowshape.turn.up.right": "forward", "arrowshape.turn.up.right.fill": "forward",
    "arrowshape.left": "west", "arrowshape.right": "east", "arrowshape.up": "north", "arrowshape.down": "south",
    "arrow.up.square": "arrow_upward", "arrow.down.square": "arrow_downward", "arrow.right.to.line": "last_page",
    "arrow.left.to.line": "first_page", "arrow.up.doc": "upload_file", "tray.and.arrow.up": "outbox",
    "envelope.circle": "mail", "envelope.circle.fill": "mail", "envelope.arrow.triangle.branch": "forward_to_inbox",
    "phone.badge.plus": "add_ic_call", "person.crop.rectangle": "badge", "person.and.background.dotted": "person",
    "person.fill.checkmark": "how_to_reg", "person.fill.xmark": "person_off", "person.slash": "person_off",
    "person.2.circle": "group", "person.2.circle.fill": "group", "person.3.sequence": "groups",
    "figure.mind.and.body": "self_improvement", "figure.yoga": "self_improvement", "figure.strengthtraining.traditional": "fitness_center",
    "figure.dance": "nightlife", "figure.skiing.downhill": "downhill_skiing", "figure.surfing": "surfing",
    "figure.golf": "golf_course", "figure.climbing": "hiking", "figure.boxing": "sports_mma", "figure.fall": "personal_injury",
    "heart.text.square.fill": "favorite", "bolt.heart.fill": "monitor_heart", "applelogo": "circle", "apple.logo": "circle",
}

for _sf, _material in EXTRA_SYMBOLS.items():
    SYMBOLS.setdefault(_sf, _material)


class SVGPen(BasePen):
    """Glyph outline -> SVG path data in the 24-unit box, y flipped."""

    def __init__(self, glyphset, em, ascent):
        super().__init__(glyphset)
        self.k = 24.0 / em
        self.ascent = ascent
        self.out = []

    def p(self, pt):
        x, y = pt
        return "%s %s" % (fmt(x * self.k), fmt((self.ascent - y) * self.k))

    def _moveTo(self, pt): self.out.append("M" + self.p(pt))
    def _lineTo(self, pt): self.out.append("L" + self.p(pt))
    def _curveToOne(self, a, b, c): self.out.append("C" + " ".join(self.p(q) for q in (a, b, c)))
    def _qCurveToOne(self, a, b): self.out.append("Q" + " ".join(self.p(q) for q in (a, b)))
    def _closePath(self): self.out.append("Z")


def fmt(v):
    s = "%.3f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def main():
    font = TTFont(FONT)
    em = font["head"].unitsPerEm
    ascent = font["hhea"].ascent
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    points = dict(re.findall(r'"([a-z0-9_]+)": ([0-9a-f]+)', open(CODEPOINTS).read()))
    outlines = {}
    for material in sorted(set(SYMBOLS.values())):
        name = cmap[int(points[material], 16)]
        pen = SVGPen(glyphs, em, ascent)
        glyphs[name].draw(pen)
        outlines[material] = "".join(pen.out)
    lines = [
        "// Generated by scripts/make-system-images.py from Material Icons (Apache-2.0, see",
        "// licenses/MaterialIcons-LICENSE.txt). Do not edit.",
        "",
        "extension SystemImageSet {",
        "    /// Material icon name -> SVG path data in a 24×24 box, y down.",
        "    static let outlines: [String: String] = [",
    ]
    for material in sorted(outlines):
        lines.append('        "%s": "%s",' % (material, outlines[material]))
    lines += ["    ]", "", "    /// SF Symbols name -> Material icon name.", "    static let symbolNames: [String: String] = ["]
    for sf in sorted(SYMBOLS):
        lines.append('        "%s": "%s",' % (sf, SYMBOLS[sf]))
    lines += ["    ]", "}", ""]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))
    print("%d symbols, %d outlines, %d bytes -> %s" % (len(SYMBOLS), len(outlines), os.path.getsize(OUT), OUT),
          file=sys.stderr)


if __name__ == "__main__":
    main()
