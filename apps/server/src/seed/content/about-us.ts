import type { SeedPage } from '../../modules/content/index';

export const ABOUT_US: SeedPage = {
  slug: 'about-us',
  title: 'About Us',
  intro:
    'Casa Filipina Furniture makes and sells furniture for the way Filipino families actually live: big gatherings, small condos, humid afternoons and homes that are passed down. We started as a single showroom in Quezon City and now serve customers across the country, online and in four showrooms.',
  sections: [
    {
      heading: 'Our story',
      body: `It began in 2009 with a narra dining table. Our founders, a cabinetmaker from Pampanga and a
former interior designer from Cebu, could not find a table big enough for a Sunday lunch with
three generations that would also survive the habagat. So they built one, then a matching
bench, then a buffet for the *lechon*.

Friends asked for their own, and a small workshop became a showroom on Tomas Morato Avenue.
Today our team of more than 120 designers, craftspeople, delivery crews and customer care staff
still works from the same idea: furniture should fit the home, the family and the climate it
lives in.`,
      image: {
        kinds: ['dining-set', 'buffet'],
        color: 'narra-brown',
        accent: 'brass',
        alt: 'Illustration of a narra dining set and buffet, the first pieces we made',
      },
    },
    {
      heading: 'Made for Filipino homes',
      body: `We design with local makers. Our solid-wood pieces are built from legally sourced
and plantation-grown hardwoods, our woven pieces come from rattan and abaca workshops in Cebu and
Bicol, and our upholstery is sewn in Metro Manila.

Every design is tested against the things our homes put furniture through:

- **humidity** — kiln-dried wood, breathable finishes and mould-resistant fabrics;
- **space** — condo-sized sofas, storage beds and tables that extend for the holidays;
- **family life** — washable covers, rounded corners and frames that take a jumping child.`,
      image: {
        kinds: ['rattan-chair', 'pendant-lamp'],
        color: 'natural-rattan',
        accent: '#efe6d6',
        alt: 'Illustration of a handwoven rattan lounge chair under a capiz pendant lamp',
      },
    },
    {
      heading: 'Visit a showroom',
      body: `You can see, sit on and measure everything we sell at our showrooms in **Quezon City**
(our flagship, with a mattress test area), **Makati** (set up for condo living), **Cebu City**
(our widest rattan range) and **Davao City**.

Opening hours, addresses and directions are on [Our Locations](/our-locations). Our staff are
happy to help you plan a room — bring a floor plan and a few photos.`,
      image: {
        kinds: ['sofa', 'floor-lamp', 'coffee-table'],
        color: 'teal',
        accent: '#5f3f2a',
        alt: 'Illustration of a showroom living area with a teal sofa, floor lamp and coffee table',
      },
    },
    {
      heading: 'Our promise',
      body: `Buying furniture should be the easy part of making a home. So we deliver to your door
with our own crews in the major cities, assemble beds, wardrobes and dining sets for free, and
stand behind every piece with a warranty against manufacturing defects.

If something is not right, tell us. Our customer care team answers from 8am to 5pm,
Mondays-Saturdays, through [our contact form](/contact-us), by phone or at any showroom.`,
    },
  ],
};
