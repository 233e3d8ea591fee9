enum PlaceholderMedalCountKit {}
